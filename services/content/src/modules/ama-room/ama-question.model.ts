import { Schema, type Connection, type Model } from 'mongoose';

/**
 * `ama_questions`: one document per question of a live AMA. The voters are kept on the question
 * (an AMA takes at most AMA_QUESTION_LIMITS.perAma questions, so the lists stay small), and every
 * change bumps `revision`, the guard that makes a vote a compare-and-set on every server.
 */
export interface AmaQuestionDoc {
  _id: string;
  amaId: string;
  authorId: string;
  text: string;
  votes: number;
  voterIds: string[];
  answered: boolean;
  answeredAt: Date | null;
  answeredBy: string | null;
  revision: number;
  createdAt: Date;
}

export function amaQuestionModel(conn: Connection): Model<AmaQuestionDoc> {
  if (conn.models.AmaQuestion) return conn.models.AmaQuestion as Model<AmaQuestionDoc>;
  const schema = new Schema<AmaQuestionDoc>(
    {
      _id: { type: String, required: true },
      amaId: { type: String, required: true },
      authorId: { type: String, required: true },
      text: { type: String, required: true },
      votes: { type: Number, default: 0 },
      voterIds: { type: [String], default: [] },
      answered: { type: Boolean, default: false },
      answeredAt: { type: Date, default: null },
      answeredBy: { type: String, default: null },
      revision: { type: Number, required: true },
      createdAt: { type: Date, required: true },
    },
    { collection: 'ama_questions', versionKey: false },
  );
  schema.index({ amaId: 1, createdAt: 1 });
  return conn.model<AmaQuestionDoc>('AmaQuestion', schema);
}
