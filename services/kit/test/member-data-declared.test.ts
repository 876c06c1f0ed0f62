import { describe, expect, it } from 'vitest';
import mongoose, { Schema } from 'mongoose';
import { declaredMemberDataGaps } from '../src/testing/member-data-coverage.ts';
import type { MemberDataPart } from '../src/member-data.ts';

/** A connection with models registered and never opened: the coverage check reads the models only. */
function serviceWith(models: Record<string, Schema>) {
  const conn = mongoose.createConnection();
  for (const [name, schema] of Object.entries(models)) conn.model(name, schema);
  return conn;
}

const part = (declared: Partial<MemberDataPart>): MemberDataPart => ({ export: async () => ({}), ...declared });

describe('member data declared by the modules', () => {
  const conn = serviceWith({
    Post: new Schema({ authorId: String, text: String }, { collection: 'posts' }),
    Team: new Schema({ name: String, members: [new Schema({ userId: String, role: String })] }, { collection: 'teams' }),
    Category: new Schema({ title: String }, { collection: 'categories' }),
  });

  it('when a collection keyed by a member is declared by no module, then the check fails naming it and its key', () => {
    expect(declaredMemberDataGaps(conn, [part({ erased: ['posts'] })], { categories: 'written by staff' })).toEqual([
      'teams: keyed by a member (members.userId) but no module declares its export and erase, or why it is kept',
    ]);
  });

  it('when a collection keyed by a member is only listed as holding no member’s data, then the check still fails', () => {
    const gaps = declaredMemberDataGaps(conn, [part({ erased: ['teams'] })], { posts: 'old posts', categories: 'written by staff' });
    expect(gaps).toEqual(['posts: keyed by a member (authorId) but no module declares its export and erase, or why it is kept']);
  });

  it('when every member-keyed collection is erased or kept with a reason, and the rest listed, then nothing is missing', () => {
    const parts = [part({ erased: ['teams'] }), part({ kept: { posts: 'kept for the threads, shown as by a deleted member' } })];
    expect(declaredMemberDataGaps(conn, parts, { categories: 'written by staff' })).toEqual([]);
  });

  it('when a collection without a member key is neither declared nor listed, then the check fails naming it', () => {
    expect(declaredMemberDataGaps(conn, [part({ erased: ['teams', 'posts'] })], {})).toEqual([
      "categories: neither in the member data download and removal nor listed as holding no member's data",
    ]);
  });

  it('when two modules declare one collection, then the check fails naming it', () => {
    const parts = [part({ erased: ['teams', 'posts'] }), part({ kept: { posts: 'kept' } })];
    expect(declaredMemberDataGaps(conn, parts, { categories: 'written by staff' })).toEqual([
      'posts: declared by more than one module, or both erased and kept',
    ]);
  });
});
