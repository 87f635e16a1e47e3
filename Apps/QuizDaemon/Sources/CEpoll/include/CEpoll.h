// epoll, eventfd and accept4 for the daemon's socket loop, as plain functions: Swift's Glibc module does
// not export these Linux headers, and including them here would clash with Dispatch's module.
#ifndef CEPOLL_H
#define CEPOLL_H

#include <stdint.h>

extern const uint32_t CEPOLL_IN, CEPOLL_OUT, CEPOLL_HUP, CEPOLL_ERR, CEPOLL_RDHUP, CEPOLL_EXCLUSIVE;

int cepoll_create(void);
/// A non-blocking eventfd, for waking the loop from other threads.
int cepoll_eventfd(void);
/// A non-blocking, close-on-exec stream socket of the family (AF_INET or AF_INET6).
int cepoll_socket(int family);
/// accept4 with SOCK_NONBLOCK | SOCK_CLOEXEC.
int cepoll_accept(int listener);
int cepoll_add(int epoll, int descriptor, uint32_t events);
int cepoll_modify(int epoll, int descriptor, uint32_t events);
int cepoll_remove(int epoll, int descriptor);
/// Waits for events; fills `descriptors` and `events` and returns how many (or -1).
int cepoll_wait(int epoll, int *descriptors, uint32_t *events, int capacity, int timeout_ms);

/// Handles SIGTERM and SIGINT by setting a flag and writing to each of `descriptors` (eventfds), and
/// unblocks them in the calling thread, which must run an event loop.
int cepoll_watch_stop_signals(const int *descriptors, int count);
/// Whether SIGTERM or SIGINT arrived since `cepoll_watch_stop_signals`.
int cepoll_stop_requested(void);

#endif
