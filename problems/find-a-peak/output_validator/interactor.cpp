// Interactor for Find a Peak (Kattis 2023-07 interactive protocol):
//   interactor input_file answer_file feedback_dir < submission_stdout > submission_stdin
// The input file holds n and the hidden heights. Exit 42 accepts, 43 rejects; the reason goes to
// judgemessage.txt (judges only) and a short hint without the heights to teammessage.txt.
#include <cctype>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace {

const int MAX_QUESTIONS = 40;
std::string feedbackDirectory;

void writeFeedback(const char* file, const std::string& text) {
    std::string path = feedbackDirectory + "/" + file;
    if (FILE* out = std::fopen(path.c_str(), "w")) {
        std::fputs(text.c_str(), out);
        std::fputs("\n", out);
        std::fclose(out);
    }
}

[[noreturn]] void accept(const std::string& judgeMessage) {
    writeFeedback("judgemessage.txt", judgeMessage);
    std::exit(42);
}

[[noreturn]] void reject(const std::string& judgeMessage, const std::string& teamMessage) {
    writeFeedback("judgemessage.txt", judgeMessage);
    writeFeedback("teammessage.txt", teamMessage);
    std::exit(43);
}

// A whole decimal number in [low, high], or false (no sign, spaces or leading junk accepted).
bool parseIndex(const std::string& token, long long low, long long high, long long& value) {
    if (token.empty() || token.size() > 12) return false;
    for (char c : token)
        if (c < '0' || c > '9') return false;
    value = std::strtoll(token.c_str(), nullptr, 10);
    return value >= low && value <= high;
}

// The next whitespace-separated token of the submission's output, or false at the end of it. A token
// longer than MAX_TOKEN is cut there (and then fails to parse): a flood without spaces must not
// grow the interactor's memory.
const size_t MAX_TOKEN = 40;
bool readToken(std::string& token) {
    token.clear();
    int c = std::fgetc(stdin);
    while (c != EOF && std::isspace(c)) c = std::fgetc(stdin);
    if (c == EOF) return false;
    while (c != EOF && !std::isspace(c) && token.size() <= MAX_TOKEN) {
        token.push_back(static_cast<char>(c));
        c = std::fgetc(stdin);
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    // The submission may exit early: a write to its closed pipe must fail, not kill the interactor.
    std::signal(SIGPIPE, SIG_IGN);
    if (argc < 4) {
        std::fprintf(stderr, "usage: interactor input_file answer_file feedback_dir\n");
        return 1;
    }
    feedbackDirectory = argv[3];
    FILE* input = std::fopen(argv[1], "r");
    long long n = 0;
    if (!input || std::fscanf(input, "%lld", &n) != 1 || n < 1) {
        std::fprintf(stderr, "bad input file %s\n", argv[1]);
        return 1;
    }
    // Heights 1..n with sentinels below everything at 0 and n + 1.
    std::vector<long long> height(n + 2, 0);
    for (long long i = 1; i <= n; i++)
        if (std::fscanf(input, "%lld", &height[i]) != 1 || height[i] < 1) {
            std::fprintf(stderr, "bad height %lld in %s\n", i, argv[1]);
            return 1;
        }
    std::fclose(input);

    std::cout << n << std::endl;
    for (int questions = 0;;) {
        std::string mark, token;
        if (!readToken(mark))
            reject("the submission stopped before answering", "Your program ended before it answered with \"! i\".");
        if (mark != "?" && mark != "!")
            reject("expected \"?\" or \"!\", got \"" + mark.substr(0, 40) + "\"",
                   "Every line must be a question \"? i\" or the answer \"! i\".");
        long long index = 0;
        if (!readToken(token) || !parseIndex(token, 1, n, index))
            reject("\"" + mark + "\" is not followed by an index between 1 and n: \"" + token.substr(0, 40) + "\"",
                   "An index must be a whole number between 1 and n.");
        if (mark == "?") {
            if (++questions > MAX_QUESTIONS)
                reject("more than " + std::to_string(MAX_QUESTIONS) + " questions",
                       "Your program asked more than 40 questions.");
            std::cout << height[index] << std::endl;
            continue;
        }
        if (height[index] < height[index - 1] || height[index] < height[index + 1])
            reject("answered " + std::to_string(index) + ", which is not a peak",
                   "The index you answered is not a peak.");
        // The answer ends the dialogue. Closing our side lets a submission that reads on see the end of
        // its input instead of waiting for us; it must stop writing (checked once it closes its output).
        std::fclose(stdout);
        std::string extra;
        if (readToken(extra))
            reject("output after the answer: \"" + extra.substr(0, 40) + "\"",
                   "Your program kept writing after its answer.");
        accept("peak " + std::to_string(index) + " found with " + std::to_string(questions) + " questions");
    }
}
