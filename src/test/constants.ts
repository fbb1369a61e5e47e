/** The migrated database every PostgreSQL-leg test database is copied from. */
export const TEMPLATE_DATABASE = "festival_test_template";
