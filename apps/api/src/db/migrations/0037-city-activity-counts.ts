import { type Kysely, PostgresAdapter, sql } from "kysely";

// Each city keeps the number of its published activities (ADR 113). The home's top destinations and every city's
// header read it instead of counting the activities table, which at a million rows took seconds a render. The
// database keeps it right for every writer (the api's repository, bulk generation, an import, a restore): triggers
// add or take one when an activity is inserted, deleted, published, unpublished or moved to another city, and a
// city added after its activities starts from their count.
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("cities")
    .addColumn("activity_count", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update cities set activity_count =
    (select count(*) from activities where activities.city_slug = cities.slug and activities.published = 1)`.execute(db);
  // The top destinations: most activities first, then the larger city.
  await db.schema.createIndex("cities_top_idx").on("cities").columns(["activity_count", "population"]).execute();

  if (onPostgres(db)) {
    // Once per statement, from the rows it changed (transition tables): a bulk insert of a million rows adds to each
    // city once instead of running a million single-row updates.
    await sql`create function activities_keep_city_counts() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update cities set activity_count = activity_count + changed.n
            from (select city_slug, count(*) as n from new_rows where published = 1 group by city_slug) as changed
            where cities.slug = changed.city_slug;
        elsif tg_op = 'DELETE' then
          update cities set activity_count = activity_count - changed.n
            from (select city_slug, count(*) as n from old_rows where published = 1 group by city_slug) as changed
            where cities.slug = changed.city_slug;
        else
          update cities set activity_count = activity_count + changed.n
            from (select city_slug, sum(delta) as n from (
                select city_slug, 1 as delta from new_rows where published = 1
                union all
                select city_slug, -1 as delta from old_rows where published = 1
              ) as deltas group by city_slug having sum(delta) <> 0) as changed
            where cities.slug = changed.city_slug;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger activities_city_counts_insert after insert on activities
      referencing new table as new_rows for each statement execute function activities_keep_city_counts()`.execute(db);
    await sql`create trigger activities_city_counts_delete after delete on activities
      referencing old table as old_rows for each statement execute function activities_keep_city_counts()`.execute(db);
    await sql`create trigger activities_city_counts_update after update on activities
      referencing old table as old_rows new table as new_rows
      for each statement execute function activities_keep_city_counts()`.execute(db);
    await sql`create function cities_count_activities() returns trigger language plpgsql as $$
      begin
        new.activity_count := (select count(*) from activities where city_slug = new.slug and published = 1);
        return new;
      end $$`.execute(db);
    await sql`create trigger cities_start_count before insert on cities
      for each row execute function cities_count_activities()`.execute(db);
    return;
  }

  await sql`create trigger activities_city_count_insert after insert on activities when new.published = 1
    begin
      update cities set activity_count = activity_count + 1 where slug = new.city_slug;
    end`.execute(db);
  await sql`create trigger activities_city_count_delete after delete on activities when old.published = 1
    begin
      update cities set activity_count = activity_count - 1 where slug = old.city_slug;
    end`.execute(db);
  await sql`create trigger activities_city_count_update after update of published, city_slug on activities
    when old.published <> new.published or old.city_slug is not new.city_slug
    begin
      update cities set activity_count = activity_count - old.published where slug = old.city_slug;
      update cities set activity_count = activity_count + new.published where slug = new.city_slug;
    end`.execute(db);
  await sql`create trigger cities_start_count after insert on cities
    begin
      update cities set activity_count =
        (select count(*) from activities where city_slug = new.slug and published = 1)
        where slug = new.slug;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (onPostgres(db)) {
    await sql`drop trigger if exists cities_start_count on cities`.execute(db);
    await sql`drop function if exists cities_count_activities()`.execute(db);
    for (const name of ["activities_city_counts_insert", "activities_city_counts_delete", "activities_city_counts_update"]) {
      await sql`drop trigger if exists ${sql.id(name)} on activities`.execute(db);
    }
    await sql`drop function if exists activities_keep_city_counts()`.execute(db);
  } else {
    for (const name of [
      "activities_city_count_insert",
      "activities_city_count_delete",
      "activities_city_count_update",
      "cities_start_count",
    ]) {
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    }
  }
  await db.schema.dropIndex("cities_top_idx").execute();
  await db.schema.alterTable("cities").dropColumn("activity_count").execute();
}
