// The HTTP-01 answers waiting to be fetched by the certificate authority, by token, each for the
// one host it proves. Held in memory: the order that puts them here waits for its validation in
// the same process that serves /.well-known/acme-challenge/.
export interface PendingChallenge {
  host: string;
  keyAuthorization: string;
}

export class ChallengeAnswers {
  readonly #byToken = new Map<string, PendingChallenge>();

  add(token: string, challenge: PendingChallenge): void {
    this.#byToken.set(token, challenge);
  }

  remove(token: string): void {
    this.#byToken.delete(token);
  }

  /** The key authorization for a token asked on the host it was made for; undefined otherwise. */
  answer(token: string, host: string): string | undefined {
    const pending = this.#byToken.get(token);
    return pending && pending.host === host.toLowerCase() ? pending.keyAuthorization : undefined;
  }
}
