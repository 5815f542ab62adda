// Overload resolution of nested lambdas: each level tries both overloads of M, so 16 levels are 2^16
// bindings of the innermost lambda. The compile limits end it.
public class Program {
  static int M(System.Func<int, int> f) { return 0; }
  static int M(System.Func<string, int> f) { return 1; }
  public static void Main() {
    System.Console.WriteLine(M(a0 => M(a1 => M(a2 => M(a3 => M(a4 => M(a5 => M(a6 => M(a7 => M(a8 => M(a9 => M(a10 => M(a11 => M(a12 => M(a13 => M(a14 => M(a15 => 0)))))))))))))))));
  }
}
