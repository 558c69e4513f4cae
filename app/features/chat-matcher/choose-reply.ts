import { type ChatLink, chatReplies, type ReplyTopic } from "~/content/chat-matcher";

// Word boundaries keep "ai" from matching inside "email" or "mail", and "ml" inside "html".
const topicPatterns: readonly [ReplyTopic, RegExp][] = [
  ["react", /\breact\b|\bfront[\s-]?end\b/],
  // "IA" and the machine-learning phrases are the Spanish and Portuguese requests.
  ["ai-ml", /\bai\b|\bia\b|\bml\b|\bmachine[\s-]+learning\b|aprendizaje automático|aprendizado de máquina/],
  ["python", /\bpython\b|\bback[\s-]?end\b/],
];

/** Which canned reply a message gets: the first topic whose keywords it contains. */
export function chooseReplyTopic(message: string): ReplyTopic {
  const text = message.toLowerCase();
  return topicPatterns.find(([, pattern]) => pattern.test(text))?.[0] ?? "generic";
}

export interface ChatReply {
  topic: ReplyTopic;
  text: string;
  links: readonly ChatLink[];
}

export function chooseReply(message: string): ChatReply {
  const topic = chooseReplyTopic(message);
  return { topic, ...chatReplies[topic] };
}
