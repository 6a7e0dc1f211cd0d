/** A problem a check finds in a resource file: where (a JSON pointer) and why, printed as "file pointer: reason". */
export type FileProblem = [pointer: string, reason: string];
