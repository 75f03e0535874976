#ifndef TTG_HTTP_H
#define TTG_HTTP_H

#include <stddef.h>
#include <stdint.h>
#include <microhttpd.h>

/* libmicrohttpd's daemon is started through a variadic call, which Swift cannot make: this
 * wrapper starts one with the options the service uses, and answers requests with bodies
 * copied into the response. */

/* How the service's daemon runs: a thread per connection (renders block their own connection
 * only), listening on an IPv4 or IPv6 address. */
struct ttg_http_config {
    const char *address;          /* numeric IPv4 or IPv6 address */
    uint16_t port;                /* 0 picks a free port */
    unsigned int connection_limit;
    unsigned int connection_timeout;  /* seconds a connection may stay idle */
    size_t connection_memory_limit;   /* bytes for one connection's request line and headers */
};

/* Starts the daemon; NULL when the address cannot be parsed or bound. `port_out` gets the
 * port it listens on. */
struct MHD_Daemon *ttg_http_start(const struct ttg_http_config *config, MHD_AccessHandlerCallback handler,
                                  void *handler_context, uint16_t *port_out);

/* Queues a response with a copy of `body` and the headers in `header_block`, one
 * "Name: value" a line. Returns 1 when queued. */
int ttg_http_respond(struct MHD_Connection *connection, unsigned int status, const void *body, size_t length,
                     const char *header_block);

/* SHA-256 of `length` bytes into `digest` (32 bytes), by OpenSSL. */
void ttg_sha256(const void *data, size_t length, unsigned char *digest);

#endif
