// Interactor for Guess the Number (Kattis 2023-07 interactive protocol):
//   interactor input_file answer_file feedback_dir < submission_stdout > submission_stdin
// The input file holds n and the secret. Exit 42 accepts, 43 rejects; the reason goes to
// judgemessage.txt (judges only) and a short hint without the secret to teammessage.txt.
#include <cctype>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

namespace {

const int MAX_QUESTIONS = 30;
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
bool parseNumber(const std::string& token, long long low, long long high, long long& value) {
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
    long long n = 0, secret = 0;
    if (!input || std::fscanf(input, "%lld %lld", &n, &secret) != 2 || n < 1 || secret < 1 || secret > n) {
        std::fprintf(stderr, "bad input file %s\n", argv[1]);
        return 1;
    }
    std::fclose(input);

    std::cout << n << std::endl;
    for (int questions = 0;;) {
        std::string mark, number;
        if (!readToken(mark))
            reject("the submission stopped before finding the number",
                   "Your program ended before it found the number.");
        if (mark != "?")
            reject("expected \"?\", got \"" + mark.substr(0, 40) + "\"",
                   "Every line must be a question \"? x\".");
        long long guess = 0;
        if (!readToken(number) || !parseNumber(number, 1, n, guess))
            reject("question " + std::to_string(questions + 1) + " is not a number between 1 and n: \"" +
                       number.substr(0, 40) + "\"",
                   "A question must name a whole number between 1 and n.");
        if (++questions > MAX_QUESTIONS)
            reject("more than " + std::to_string(MAX_QUESTIONS) + " questions",
                   "Your program asked more than 30 questions.");
        if (guess == secret) {
            std::cout << "=" << std::endl;
            // The game is over. Closing our side lets a submission that reads on see the end of its
            // input instead of waiting for us; it must stop talking (checked once it closes its output).
            std::fclose(stdout);
            std::string extra;
            if (readToken(extra))
                reject("output after the number was found: \"" + extra.substr(0, 40) + "\"",
                       "Your program kept writing after the answer \"=\".");
            accept("found " + std::to_string(secret) + " in " + std::to_string(questions) + " questions");
        }
        std::cout << (secret < guess ? "<" : ">") << std::endl;
    }
}
