/** A contest problem's letter by its position: A, B, C… (at most 26 problems, MAX_CONTEST_PROBLEMS). */
export const problemLetter = (index: number) => String.fromCharCode(65 + index);
