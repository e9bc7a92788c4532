import { type Collection } from 'mongodb';
import { startHarness, type Harness } from './support';

let h: Harness;
let tasks: Collection;

beforeEach(async () => {
  h = await startHarness();
  tasks = h.db.collection('tasks');
  await tasks.insertMany([
    { name: 'a', priority: 2, state: 'todo' },
    { name: 'b', priority: 5, state: 'todo' },
    { name: 'c', priority: 1, state: 'done' },
  ]);
});
afterEach(() => h.close());

describe('findOneAndUpdate / findOneAndDelete / findOneAndReplace', () => {
  test('returns the document before the update by default and after with returnDocument', async () => {
    const before = await tasks.findOneAndUpdate({ name: 'a' }, { $set: { state: 'doing' } });
    expect(before).toMatchObject({ name: 'a', state: 'todo' });
    const afterDoc = await tasks.findOneAndUpdate(
      { name: 'a' },
      { $inc: { priority: 1 } },
      { returnDocument: 'after' },
    );
    expect(afterDoc).toMatchObject({ name: 'a', state: 'doing', priority: 3 });
  });

  test('sort picks which document is modified and projection shapes the result', async () => {
    const top = await tasks.findOneAndUpdate(
      { state: 'todo' },
      { $set: { state: 'doing' } },
      { sort: { priority: -1 }, projection: { _id: 0, name: 1, state: 1 }, returnDocument: 'after' },
    );
    expect(top).toEqual({ name: 'b', state: 'doing' });
  });

  test('upsert inserts when nothing matches and reports the new document', async () => {
    const result = await tasks.findOneAndUpdate(
      { name: 'z' },
      { $set: { priority: 9 }, $setOnInsert: { state: 'new' } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(result.value).toMatchObject({ name: 'z', priority: 9, state: 'new' });
    expect(result.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false, upserted: result.value?._id });
    const missing = await tasks.findOneAndUpdate({ name: 'nope' }, { $set: { x: 1 } }, { includeResultMetadata: true });
    expect(missing.value).toBeNull();
    expect(missing.lastErrorObject).toMatchObject({ n: 0, updatedExisting: false });
  });

  test('findOneAndDelete removes the first document in sort order', async () => {
    const removed = await tasks.findOneAndDelete(
      { state: 'todo' },
      { sort: { priority: 1 }, projection: { name: 1, _id: 0 } },
    );
    expect(removed).toEqual({ name: 'a' });
    expect(await tasks.countDocuments()).toBe(2);
    expect(await tasks.findOneAndDelete({ name: 'gone' })).toBeNull();
  });

  test('findOneAndReplace replaces the whole document but keeps the _id', async () => {
    const original = await tasks.findOne({ name: 'c' });
    const replaced = await tasks.findOneAndReplace(
      { name: 'c' },
      { name: 'c2', fresh: true },
      { returnDocument: 'after' },
    );
    expect(replaced).toEqual({ _id: original?._id, name: 'c2', fresh: true });
  });

  test('a pipeline update through findOneAndUpdate', async () => {
    const doc = await tasks.findOneAndUpdate(
      { name: 'b' },
      [{ $set: { label: { $concat: ['$name', '-', '$state'] } } }],
      { returnDocument: 'after' },
    );
    expect(doc?.label).toBe('b-todo');
  });
});
