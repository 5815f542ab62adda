/**
 * Who is looking at which problem. People are counted, not connections: several tabs of one
 * person count once, and a person leaves a problem when their last tab on it does.
 */
export type Presence = {
  /** Records a connection on a problem; answers the new count of people. */
  join(problemId: string, userId: string, connectionId: string): Promise<number>;
  /** Answers the new count of people. */
  leave(problemId: string, userId: string, connectionId: string): Promise<number>;
  count(problemId: string): Promise<number>;
};

export function createMemoryPresence(): Presence {
  /** problemId → userId → connection ids */
  const viewers = new Map<string, Map<string, Set<string>>>();

  const count = (problemId: string) => viewers.get(problemId)?.size ?? 0;

  return {
    async join(problemId, userId, connectionId) {
      const people = viewers.get(problemId) ?? new Map<string, Set<string>>();
      viewers.set(problemId, people);
      const connections = people.get(userId) ?? new Set<string>();
      people.set(userId, connections);
      connections.add(connectionId);
      return count(problemId);
    },
    async leave(problemId, userId, connectionId) {
      const people = viewers.get(problemId);
      const connections = people?.get(userId);
      connections?.delete(connectionId);
      if (people && connections && connections.size === 0) people.delete(userId);
      if (people && people.size === 0) viewers.delete(problemId);
      return count(problemId);
    },
    async count(problemId) {
      return count(problemId);
    },
  };
}
