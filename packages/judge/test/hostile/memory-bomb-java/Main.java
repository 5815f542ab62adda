import java.util.*;

public class Main {
  public static void main(String[] args) {
    List<long[]> blocks = new ArrayList<>();
    for (;;) blocks.add(new long[1 << 20]);
  }
}
