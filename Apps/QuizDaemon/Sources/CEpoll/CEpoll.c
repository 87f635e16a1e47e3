#define _GNU_SOURCE
#include "CEpoll.h"

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
