// The shape of a language's table of the website builder's words (app/builder-words.ts loads them).
export type BuilderWords = Readonly<Record<string, string>>;
