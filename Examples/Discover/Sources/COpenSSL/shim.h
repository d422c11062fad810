// The parts of OpenSSL's libcrypto (Debian: libssl-dev) that Discover uses:
// PBKDF2-HMAC-SHA256, a CSPRNG and constant-time comparison.
#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/crypto.h>
