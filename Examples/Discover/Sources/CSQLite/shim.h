// The system SQLite 3 (Debian: libsqlite3-dev), exposed to Swift as `CSQLite`.
#include <sqlite3.h>
