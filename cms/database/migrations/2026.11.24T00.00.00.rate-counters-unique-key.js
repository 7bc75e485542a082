'use strict';

/**
 * installer_rate_counters.key gets a database-level unique index (the content type's
 * `column: { unique: true }`): without it, concurrent first attempts on PostgreSQL each inserted a
 * row for the same key and split its count, so parallel wrong passwords could pass the sign-in
 * limit. Runs before Strapi adds the index; the counters are short-lived windows, so any rows
 * (duplicates included) are simply dropped.
 */
module.exports = {
  async up(knex) {
    if (await knex.schema.hasTable('installer_rate_counters')) await knex('installer_rate_counters').del();
  },
};
