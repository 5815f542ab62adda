using System;
using System.IO;
using System.Linq;
public class Program {
  public static void Main() {
    var paths = new[] { "/work", "/root", "/home", "/var/cache/codeyard-judge", "/etc/passwd", "/etc/hostname", "/srv", "/opt" };
    var visible = paths.Where(path => File.Exists(path) || Directory.Exists(path)).ToArray();
    Console.WriteLine(visible.Length == 0 ? "none" : "visible " + string.Join(",", visible));
  }
}
