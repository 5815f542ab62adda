public class Main {
  public static void main(String[] args) {
    long counter = 0;
    while (counter >= 0) counter = (counter * 31 + 7) & 0xffffff;
    System.out.println(counter);
  }
}
