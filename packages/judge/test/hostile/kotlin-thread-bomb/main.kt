// Spinning threads until the process limit refuses more, ignoring the refusals.
fun main() {
    while (true) {
        try {
            Thread {
                var counter = 0L
                while (counter >= 0) counter = (counter * 31 + 7) and 0xffffff
            }.start()
        } catch (refused: Throwable) {
        }
    }
}
