/** What the coordinator needs of an audio element. */
export interface Playable {
  pause(): void;
  currentTime: number;
}

/** One audio post plays at a time: starting one stops and rewinds the others (A§4.14). */
export function createAudioCoordinator() {
  const players = new Set<Playable>();
  return {
    /** Returns the unregister function. */
    register(player: Playable): () => void {
      players.add(player);
      return () => {
        players.delete(player);
      };
    },
    started(player: Playable): void {
      for (const other of players) {
        if (other === player) continue;
        other.pause();
        other.currentTime = 0;
      }
    },
  };
}

/** Shared by every post card of this remote, the blog viewer's included. */
export const audioCoordinator = createAudioCoordinator();
