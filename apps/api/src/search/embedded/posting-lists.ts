/**
 * Lists of integers (doc ids, possibly with flag bits below `shift`), one per key, each a typed array grown by
 * doubling. Unordered: a removal moves the last entry into the hole.
 */
export class PostingLists {
  lists: Int32Array[] = [];
  lengths = new Int32Array(16);

  get size(): number {
    return this.lists.length;
  }

  /** Makes sure lists 0 … key exist. */
  ensure(key: number) {
    while (this.lists.length <= key) this.lists.push(new Int32Array(4));
    if (this.lengths.length <= key) {
      let length = this.lengths.length;
      while (length <= key) length *= 2;
      const next = new Int32Array(length);
      next.set(this.lengths);
      this.lengths = next;
    }
  }

  add(key: number, entry: number) {
    this.ensure(key);
    const length = this.lengths[key] as number;
    let list = this.lists[key] as Int32Array;
    if (length === list.length) {
      const next = new Int32Array(length * 2);
      next.set(list);
      list = next;
      this.lists[key] = list;
    }
    list[length] = entry;
    this.lengths[key] = length + 1;
  }

  /** Removes the entry of doc `d` (the entry shifted right by `shift` equals d). */
  remove(key: number, d: number, shift = 0) {
    if (key >= this.lists.length) return;
    const list = this.lists[key] as Int32Array;
    const length = this.lengths[key] as number;
    for (let index = 0; index < length; index++) {
      if ((list[index] as number) >> shift === d) {
        list[index] = list[length - 1] as number;
        this.lengths[key] = length - 1;
        return;
      }
    }
  }

  length(key: number): number {
    return key < this.lists.length ? (this.lengths[key] as number) : 0;
  }
}
