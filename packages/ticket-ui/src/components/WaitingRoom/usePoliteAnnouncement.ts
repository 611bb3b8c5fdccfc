import { useEffect, useRef, useState } from 'react';

/**
 * The text a polite live region holds: `text` as it changes, but at most once every `intervalMs`, so a
 * place that moves with every update is read out now and then, not every second; the latest text waits
 * for its turn. A new `topic` (the waiting room's state) is said at once.
 */
export function usePoliteAnnouncement(text: string, topic: string, intervalMs: number): string {
  const [said, setSaid] = useState({ text, topic, at: Date.now() });
  const latest = useRef(text);
  latest.current = text;

  useEffect(() => {
    if (text === said.text && topic === said.topic) return;
    const wait = topic === said.topic ? said.at + intervalMs - Date.now() : 0;
    if (wait <= 0) {
      setSaid({ text, topic, at: Date.now() });
      return;
    }
    const timer = setTimeout(() => setSaid({ text: latest.current, topic, at: Date.now() }), wait);
    return () => clearTimeout(timer);
  }, [text, topic, said, intervalMs]);

  return said.text;
}
