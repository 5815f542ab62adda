/** A package that cannot be imported as it is; the message names the file and what is wrong with it. */
export class PackageError extends Error {}
