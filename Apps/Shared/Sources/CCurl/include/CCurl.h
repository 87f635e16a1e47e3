// One blocking HTTP GET through libcurl's easy interface, for the `quiz-fetch` helper. libcurl is loaded with
// dlopen at first use, so nothing links against it and no curl headers are needed to build: only
// libcurl.so.4, which FoundationNetworking depends on too, must exist where the helper runs.
#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

// CURLcode values that the Swift side tells apart. They are part of libcurl's stable ABI; the numbers are
// the ones in curl's include/curl/curl.h (enum CURLcode) and https://curl.se/libcurl/c/libcurl-errors.html.
#define CCURL_OK 0
#define CCURL_UNSUPPORTED_PROTOCOL 1
#define CCURL_COULDNT_RESOLVE_PROXY 5
#define CCURL_COULDNT_RESOLVE_HOST 6
#define CCURL_COULDNT_CONNECT 7
#define CCURL_WRITE_ERROR 23
#define CCURL_OPERATION_TIMEDOUT 28
#define CCURL_GOT_NOTHING 52
#define CCURL_SEND_ERROR 55
#define CCURL_RECV_ERROR 56
/// Not a CURLcode: libcurl.so.4 could not be loaded, or lacks a function; `error` says why.
#define CCURL_UNAVAILABLE (-1)

/// Takes one header line or one slice of the body. Returning anything but `count` stops the transfer
/// (it then ends with CCURL_WRITE_ERROR).
typedef size_t (*ccurl_receiver)(const char *bytes, size_t count, void *context);

/// GETs `url` with the `header_count` "Name: value" lines in `headers`, following up to five redirects
/// over http and https only, with `timeout_ms` for the whole exchange. Header lines (each status line
/// and header, CRLF included, for every response on the way) go to `on_header`, the final body to
/// `on_body`, both with `context`. Sets `*status` to the last response's status code. Returns a
/// CURLcode (CCURL_OK when a response arrived, whatever its status) or CCURL_UNAVAILABLE, and writes
/// a description of any failure, without the URL, into `error`.
int ccurl_get(const char *url, const char *const *headers, size_t header_count, long timeout_ms,
              ccurl_receiver on_header, ccurl_receiver on_body, void *context, long *status,
              char *error, size_t error_size);

#endif
