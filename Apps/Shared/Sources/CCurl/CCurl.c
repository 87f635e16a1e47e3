#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// The option, info and flag values below are libcurl's stable ABI, copied from curl's
// include/curl/curl.h: an option's number is its CURLOPTTYPE base (LONG 0, OBJECTPOINT and its
// STRINGPOINT/SLISTPOINT/CBPOINT aliases 10000, FUNCTIONPOINT 20000) plus its index; see also each
// option's page under https://curl.se/libcurl/c/. CURLOPT_PROTOCOLS is deprecated since 7.85.0 in
// favour of CURLOPT_PROTOCOLS_STR, but still honoured, and the _STR form does not exist before 7.85.
enum {
  CURLOPT_WRITEDATA = 10001,
  CURLOPT_URL = 10002,
  CURLOPT_HTTPHEADER = 10023,
  CURLOPT_HEADERDATA = 10029,
  CURLOPT_ACCEPT_ENCODING = 10102,
  CURLOPT_WRITEFUNCTION = 20011,
  CURLOPT_HEADERFUNCTION = 20079,
  CURLOPT_FOLLOWLOCATION = 52,
  CURLOPT_MAXREDIRS = 68,
  CURLOPT_NOSIGNAL = 99,
  CURLOPT_TIMEOUT_MS = 155,
  CURLOPT_CONNECTTIMEOUT_MS = 156,
  CURLOPT_PROTOCOLS = 181,
  CURLOPT_REDIR_PROTOCOLS = 182,
};
static const long CURLPROTO_HTTP = 1L << 0, CURLPROTO_HTTPS = 1L << 1;
static const int CURLINFO_RESPONSE_CODE = 0x200000 + 2;  // CURLINFO_LONG + 2
static const long CURL_GLOBAL_ALL = 3;                   // CURL_GLOBAL_SSL | CURL_GLOBAL_WIN32
static const int CURLE_OUT_OF_MEMORY = 27;

// CURL is opaque, and CURLcode, CURLoption and CURLINFO are C enums, passed as int on every ABI Swift
// runs on. setopt and getinfo are variadic, so they are only ever called from this file.
typedef void CURL;
struct curl_slist;
typedef size_t (*curl_write_callback)(char *buffer, size_t size, size_t count, void *context);

static struct {
  int (*global_init)(long flags);
  CURL *(*easy_init)(void);
  int (*easy_setopt)(CURL *handle, int option, ...);
  int (*easy_perform)(CURL *handle);
  int (*easy_getinfo)(CURL *handle, int info, ...);
  void (*easy_cleanup)(CURL *handle);
  struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
  void (*slist_free_all)(struct curl_slist *list);
  const char *(*easy_strerror)(int code);
} curl;
static char load_failure[256];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static int bind_symbol(void *library, const char *name, void **function) {
  *function = dlsym(library, name);
  if (*function) return 1;
  snprintf(load_failure, sizeof load_failure, "libcurl.so.4 has no %s", name);
  return 0;
}

// Runs once per process: curl_global_init is not thread-safe in older libcurl versions.
static void load(void) {
  void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *reason = dlerror();
    snprintf(load_failure, sizeof load_failure, "%s", reason ? reason : "libcurl.so.4 not found");
    return;
  }
  int bound = bind_symbol(library, "curl_global_init", (void **)&curl.global_init) &&
              bind_symbol(library, "curl_easy_init", (void **)&curl.easy_init) &&
              bind_symbol(library, "curl_easy_setopt", (void **)&curl.easy_setopt) &&
              bind_symbol(library, "curl_easy_perform", (void **)&curl.easy_perform) &&
              bind_symbol(library, "curl_easy_getinfo", (void **)&curl.easy_getinfo) &&
              bind_symbol(library, "curl_easy_cleanup", (void **)&curl.easy_cleanup) &&
              bind_symbol(library, "curl_slist_append", (void **)&curl.slist_append) &&
              bind_symbol(library, "curl_slist_free_all", (void **)&curl.slist_free_all) &&
              bind_symbol(library, "curl_easy_strerror", (void **)&curl.easy_strerror);
  if (!bound) {
    curl.easy_init = NULL;
    return;
  }
  if (curl.global_init(CURL_GLOBAL_ALL) != CCURL_OK) {
    snprintf(load_failure, sizeof load_failure, "curl_global_init failed");
    curl.easy_init = NULL;
  }
}

struct transfer {
  ccurl_receiver on_header, on_body;
  void *context;
};

static size_t receive_header(char *bytes, size_t size, size_t count, void *context) {
  const struct transfer *transfer = context;
  size_t total = size * count;
  return transfer->on_header(bytes, total, transfer->context) == total ? total : 0;
}

static size_t receive_body(char *bytes, size_t size, size_t count, void *context) {
  const struct transfer *transfer = context;
  size_t total = size * count;
  return transfer->on_body(bytes, total, transfer->context) == total ? total : 0;
}

static void describe(int code, char *error, size_t error_size) {
  if (error_size == 0) return;
  const char *text = curl.easy_strerror ? curl.easy_strerror(code) : NULL;
  snprintf(error, error_size, "%s (libcurl error %d)", text ? text : "unknown error", code);
}

int ccurl_get(const char *url, const char *const *headers, size_t header_count, long timeout_ms,
              ccurl_receiver on_header, ccurl_receiver on_body, void *context, long *status,
              char *error, size_t error_size) {
  pthread_once(&load_once, load);
  *status = 0;
  if (error_size > 0) error[0] = '\0';
  if (!curl.easy_init) {
    if (error_size > 0) snprintf(error, error_size, "%s", load_failure);
    return CCURL_UNAVAILABLE;
  }
  CURL *handle = curl.easy_init();
  if (!handle) {
    describe(CURLE_OUT_OF_MEMORY, error, error_size);
    return CURLE_OUT_OF_MEMORY;
  }
  struct curl_slist *list = NULL;
  for (size_t index = 0; index < header_count; index++) {
    struct curl_slist *longer = curl.slist_append(list, headers[index]);
    if (!longer) {
      curl.slist_free_all(list);
      curl.easy_cleanup(handle);
      describe(CURLE_OUT_OF_MEMORY, error, error_size);
      return CURLE_OUT_OF_MEMORY;
    }
    list = longer;
  }
  struct transfer transfer = {.on_header = on_header, .on_body = on_body, .context = context};
  // No signals (the timeouts would otherwise use SIGALRM, unsafe with threads); an empty
  // Accept-Encoding offers every encoding this libcurl decodes, as URLSession does.
  long web = CURLPROTO_HTTP | CURLPROTO_HTTPS;
  int code = curl.easy_setopt(handle, CURLOPT_URL, url);
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_PROTOCOLS, web);
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, web);
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, timeout_ms);
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout_ms);
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, 1L);
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_MAXREDIRS, 5L);
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_HTTPHEADER, list);
  if (code == CCURL_OK)
    code = curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, (curl_write_callback)receive_header);
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_HEADERDATA, (void *)&transfer);
  if (code == CCURL_OK)
    code = curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, (curl_write_callback)receive_body);
  if (code == CCURL_OK) code = curl.easy_setopt(handle, CURLOPT_WRITEDATA, (void *)&transfer);
  // curl_easy_perform waits in a blocking poll: no CPU is spent while a slow server thinks.
  if (code == CCURL_OK) code = curl.easy_perform(handle);
  if (code == CCURL_OK) {
    long response_code = 0;
    if (curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &response_code) == CCURL_OK)
      *status = response_code;
  } else {
    describe(code, error, error_size);
  }
  curl.easy_cleanup(handle);
  curl.slist_free_all(list);
  return code;
}
