import java.net.InetSocketAddress
import java.net.Socket

fun main() {
    try {
        Socket().use { it.connect(InetSocketAddress("1.1.1.1", 80), 500) }
        println("connected")
    } catch (blocked: Exception) {
        println("blocked")
    }
}
