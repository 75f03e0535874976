#ifndef TTG_EPOLL_H
#define TTG_EPOLL_H

// epoll(7), the readiness poller the HTTP server's network thread waits on, is Linux's own and
// not in Swift's Glibc module.
#include <sys/epoll.h>

#endif
