#ifndef TTG_HTTP_H
#define TTG_HTTP_H

#include <stddef.h>
#include <stdint.h>
#include <microhttpd.h>

/* libmicrohttpd's daemon is started through a variadic call, which Swift cannot make: this
 * wrapper starts one with the options the service uses, gathers each request's body (up to a
 * limit), hands the whole request to one handler, and answers with bodies copied into the
 * response. */

/* How the service's daemon runs: a thread per connection (renders block their own connection
 * only), listening on an IPv4 or IPv6 address. */
struct ttg_http_config {
    const char *address;          /* numeric IPv4 or IPv6 address */
    uint16_t port;                /* 0 picks a free port */
    unsigned int connection_limit;
    unsigned int connection_timeout;  /* seconds a connection may stay idle */
    size_t connection_memory_limit;   /* bytes for one connection's request line and headers */
    size_t body_limit;                /* bytes of a request body kept; past them the body is dropped */
};

/* Called once a request has arrived whole: `body` holds its first `length` bytes, and
 * `too_large` is 1 when it had more than the body limit (the rest was dropped). Returns
 * MHD_YES when a response was queued. */
typedef enum MHD_Result (*ttg_http_handler)(void *context, struct MHD_Connection *connection, const char *url,
                                            const char *method, const void *body, size_t length, int too_large);

/* The shared library the service's HTTP server comes from, loaded on first use. */
#define TTG_MHD_LIBRARY "libmicrohttpd.so.12"

/* Loads libmicrohttpd (once): NULL when it is there, otherwise why not. */
const char *ttg_http_load(void);

/* Starts the daemon; NULL when libmicrohttpd cannot be loaded or the address cannot be parsed or bound. `port_out` gets the
 * port it listens on. */
struct MHD_Daemon *ttg_http_start(const struct ttg_http_config *config, ttg_http_handler handler,
                                  void *handler_context, uint16_t *port_out);

/* The client's numeric address (IPv4 or IPv6) into `out`; an empty string when unknown. */
void ttg_http_client_address(struct MHD_Connection *connection, char *out, size_t capacity);

/* Queues a response with a copy of `body` and the headers in `header_block`, one
 * "Name: value" a line. Returns 1 when queued. */
int ttg_http_respond(struct MHD_Connection *connection, unsigned int status, const void *body, size_t length,
                     const char *header_block);

/* libmicrohttpd's MHD_get_connection_values, MHD_quiesce_daemon and MHD_stop_daemon, once loaded. */
int ttg_http_connection_values(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                               MHD_KeyValueIterator iterator, void *context);
MHD_socket ttg_http_quiesce(struct MHD_Daemon *daemon);
void ttg_http_stop(struct MHD_Daemon *daemon);

/* SHA-256 of `length` bytes into `digest` (32 bytes), by OpenSSL. */
void ttg_sha256(const void *data, size_t length, unsigned char *digest);

#endif
