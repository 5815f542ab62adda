using System;
using System.Net.Sockets;
public class Program {
  public static void Main() {
    try {
      using (var client = new TcpClient()) {
        if (client.ConnectAsync("1.1.1.1", 80).Wait(500) && client.Connected) { Console.WriteLine("connected"); return; }
      }
      Console.WriteLine("blocked");
    } catch (Exception) {
      Console.WriteLine("blocked");
    }
  }
}
