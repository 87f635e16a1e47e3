#define _GNU_SOURCE
#include "CEpoll.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>

const uint32_t CEPOLL_IN = EPOLLIN, CEPOLL_OUT = EPOLLOUT, CEPOLL_HUP = EPOLLHUP,
               CEPOLL_ERR = EPOLLERR, CEPOLL_RDHUP = EPOLLRDHUP,
               CEPOLL_EXCLUSIVE = EPOLLEXCLUSIVE;

int cepoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int cepoll_eventfd(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

int cepoll_socket(int family) { return socket(family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0); }

int cepoll_accept(int listener) { return accept4(listener, 0, 0, SOCK_NONBLOCK | SOCK_CLOEXEC); }

static int control(int epoll, int operation, int descriptor, uint32_t events) {
  struct epoll_event event = {.events = events, .data.fd = descriptor};
  return epoll_ctl(epoll, operation, descriptor, &event);
}

int cepoll_add(int epoll, int descriptor, uint32_t events) {
  return control(epoll, EPOLL_CTL_ADD, descriptor, events);
}

int cepoll_modify(int epoll, int descriptor, uint32_t events) {
  return control(epoll, EPOLL_CTL_MOD, descriptor, events);
}

int cepoll_remove(int epoll, int descriptor) {
  return control(epoll, EPOLL_CTL_DEL, descriptor, 0);
}

int cepoll_wait(int epoll, int *descriptors, uint32_t *events, int capacity, int timeout_ms) {
  struct epoll_event ready[256];
  if (capacity > 256) capacity = 256;
  int count = epoll_wait(epoll, ready, capacity, timeout_ms);
  for (int index = 0; index < count; index++) {
    descriptors[index] = ready[index].data.fd;
    events[index] = ready[index].events;
  }
  return count;
}

// SIGTERM and SIGINT without libdispatch: after the process ran out of descriptors, a dispatch signal
// source was seen to stop delivering, and the daemon ignored SIGTERM. A plain handler only sets a flag and
// writes to the loops' eventfds, both async-signal-safe.
static volatile sig_atomic_t stop_requested = 0;
static int stop_descriptors[64];
static volatile sig_atomic_t stop_descriptor_count = 0;

static void on_stop_signal(int number) {
  (void)number;
  int saved = errno;
  stop_requested = 1;
  uint64_t one = 1;
  for (int index = 0; index < stop_descriptor_count; index++) {
    ssize_t written = write(stop_descriptors[index], &one, sizeof one);
    (void)written;
  }
  errno = saved;
}

int cepoll_watch_stop_signals(const int *descriptors, int count) {
  if (count > 64) count = 64;
  for (int index = 0; index < count; index++) stop_descriptors[index] = descriptors[index];
  stop_descriptor_count = count;
  struct sigaction action = {0};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  if (sigaction(SIGTERM, &action, 0) != 0 || sigaction(SIGINT, &action, 0) != 0) return -1;
  // The runtime starts the process with these blocked in every thread (libdispatch's mask); the calling
  // thread, which runs an event loop, takes them.
  sigset_t stops;
  sigemptyset(&stops);
  sigaddset(&stops, SIGTERM);
  sigaddset(&stops, SIGINT);
  return pthread_sigmask(SIG_UNBLOCK, &stops, 0);
}

int cepoll_stop_requested(void) { return stop_requested; }
