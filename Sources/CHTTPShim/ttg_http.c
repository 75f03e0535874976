#include "ttg_http.h"

#include <arpa/inet.h>
#include <dlfcn.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/sha.h>

/* libmicrohttpd is loaded when a server starts, not linked: linked, it and the TLS libraries it
 * pulls in (gnutls, nettle, gmp, p11-kit, ...) cost the dynamic loader 8.8 M instructions at the
 * start of every command, almost none of which serve. These are the functions the service calls. */
static struct {
    struct MHD_Daemon *(*start_daemon)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *,
                                       MHD_AccessHandlerCallback, void *, ...);
    const union MHD_DaemonInfo *(*get_daemon_info)(struct MHD_Daemon *, enum MHD_DaemonInfoType, ...);
    const union MHD_ConnectionInfo *(*get_connection_info)(struct MHD_Connection *, enum MHD_ConnectionInfoType,
                                                            ...);
    int (*get_connection_values)(struct MHD_Connection *, enum MHD_ValueKind, MHD_KeyValueIterator, void *);
    struct MHD_Response *(*create_response_from_buffer)(size_t, void *, enum MHD_ResponseMemoryMode);
    enum MHD_Result (*add_response_header)(struct MHD_Response *, const char *, const char *);
    enum MHD_Result (*queue_response)(struct MHD_Connection *, unsigned int, struct MHD_Response *);
    void (*destroy_response)(struct MHD_Response *);
    MHD_socket (*quiesce_daemon)(struct MHD_Daemon *);
    void (*stop_daemon)(struct MHD_Daemon *);
} mhd;

static pthread_once_t mhd_once = PTHREAD_ONCE_INIT;
static char mhd_error[256];

static void *mhd_symbol(void *library, const char *name) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL && mhd_error[0] == '\0') {
        snprintf(mhd_error, sizeof mhd_error, "%s has no %s", TTG_MHD_LIBRARY, name);
    }
    return symbol;
}

static void mhd_load(void) {
    void *library = dlopen(TTG_MHD_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(mhd_error, sizeof mhd_error, "%s", reason != NULL ? reason : "cannot load " TTG_MHD_LIBRARY);
        return;
    }
    mhd.start_daemon = mhd_symbol(library, "MHD_start_daemon");
    mhd.get_daemon_info = mhd_symbol(library, "MHD_get_daemon_info");
    mhd.get_connection_info = mhd_symbol(library, "MHD_get_connection_info");
    mhd.get_connection_values = mhd_symbol(library, "MHD_get_connection_values");
    mhd.create_response_from_buffer = mhd_symbol(library, "MHD_create_response_from_buffer");
    mhd.add_response_header = mhd_symbol(library, "MHD_add_response_header");
    mhd.queue_response = mhd_symbol(library, "MHD_queue_response");
    mhd.destroy_response = mhd_symbol(library, "MHD_destroy_response");
    mhd.quiesce_daemon = mhd_symbol(library, "MHD_quiesce_daemon");
    mhd.stop_daemon = mhd_symbol(library, "MHD_stop_daemon");
}

const char *ttg_http_load(void) {
    pthread_once(&mhd_once, mhd_load);
    return mhd_error[0] != '\0' ? mhd_error : NULL;
}

/* What the daemon's callbacks share: the handler and the body limit. */
struct ttg_http_server {
    ttg_http_handler handler;
    void *context;
    size_t body_limit;
};

/* One request's body as it arrives. */
struct ttg_http_body {
    unsigned char *bytes;
    size_t length;
    int too_large;
};

static enum MHD_Result ttg_http_access(void *cls, struct MHD_Connection *connection, const char *url,
                                       const char *method, const char *version, const char *upload_data,
                                       size_t *upload_size, void **state) {
    (void)version;
    struct ttg_http_server *server = cls;
    struct ttg_http_body *body = *state;
    if (body == NULL) {
        /* The headers are in: make room for the body, answer on a later call. */
        body = calloc(1, sizeof *body);
        if (body == NULL) return MHD_NO;
        *state = body;
        return MHD_YES;
    }
    if (*upload_size > 0) {
        size_t room = body->too_large ? 0 : server->body_limit - body->length;
        if (*upload_size > room) {
            body->too_large = 1;
        } else {
            unsigned char *grown = realloc(body->bytes, body->length + *upload_size);
            if (grown == NULL) return MHD_NO;
            memcpy(grown + body->length, upload_data, *upload_size);
            body->bytes = grown;
            body->length += *upload_size;
        }
        *upload_size = 0;
        return MHD_YES;
    }
    return server->handler(server->context, connection, url, method, body->bytes, body->length, body->too_large);
}

static void ttg_http_completed(void *cls, struct MHD_Connection *connection, void **state,
                               enum MHD_RequestTerminationCode code) {
    (void)cls;
    (void)connection;
    (void)code;
    struct ttg_http_body *body = *state;
    if (body == NULL) return;
    free(body->bytes);
    free(body);
    *state = NULL;
}

struct MHD_Daemon *ttg_http_start(const struct ttg_http_config *config, ttg_http_handler handler,
                                  void *handler_context, uint16_t *port_out) {
    struct ttg_http_server *server = malloc(sizeof *server);
    if (server == NULL) return NULL;
    server->handler = handler;
    server->context = handler_context;
    server->body_limit = config->body_limit;
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    const struct sockaddr *address;
    unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_USE_ITC;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (inet_pton(AF_INET, config->address, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(config->port);
        address = (const struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, config->address, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(config->port);
        address = (const struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        free(server);
        return NULL;
    }
    /* The server's record lives as long as the process: a daemon is started once. */
    if (ttg_http_load() != NULL) {
        free(server);
        return NULL;
    }
    struct MHD_Daemon *daemon = mhd.start_daemon(
        flags, config->port, NULL, NULL, ttg_http_access, server,
        MHD_OPTION_NOTIFY_COMPLETED, ttg_http_completed, NULL,
        MHD_OPTION_SOCK_ADDR, address,
        MHD_OPTION_CONNECTION_LIMIT, config->connection_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, config->connection_timeout,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, config->connection_memory_limit,
        MHD_OPTION_END);
    if (daemon == NULL) {
        free(server);
        return NULL;
    }
    const union MHD_DaemonInfo *info = mhd.get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    *port_out = info != NULL ? info->port : config->port;
    return daemon;
}

int ttg_http_respond(struct MHD_Connection *connection, unsigned int status, const void *body, size_t length,
                     const char *header_block) {
    struct MHD_Response *response =
        mhd.create_response_from_buffer(length, (void *)body, MHD_RESPMEM_MUST_COPY);
    if (response == NULL) return 0;
    const char *line = header_block;
    while (*line != '\0') {
        const char *end = strchr(line, '\n');
        size_t line_length = end != NULL ? (size_t)(end - line) : strlen(line);
        const char *colon = memchr(line, ':', line_length);
        if (colon != NULL && line_length < 1024) {
            char name[1024], value[1024];
            size_t name_length = (size_t)(colon - line);
            const char *start = colon + 1;
            while (start < line + line_length && *start == ' ') start++;
            size_t value_length = (size_t)(line + line_length - start);
            memcpy(name, line, name_length);
            name[name_length] = '\0';
            memcpy(value, start, value_length);
            value[value_length] = '\0';
            mhd.add_response_header(response, name, value);
        }
        line += line_length;
        if (*line == '\n') line++;
    }
    enum MHD_Result result = mhd.queue_response(connection, status, response);
    mhd.destroy_response(response);
    return result == MHD_YES ? 1 : 0;
}

void ttg_sha256(const void *data, size_t length, unsigned char *digest) {
    SHA256((const unsigned char *)data, length, digest);
}

void ttg_http_client_address(struct MHD_Connection *connection, char *out, size_t capacity) {
    out[0] = '\0';
    const union MHD_ConnectionInfo *info = mhd.get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL) return;
    const struct sockaddr *address = info->client_addr;
    if (address->sa_family == AF_INET) {
        inet_ntop(AF_INET, &((const struct sockaddr_in *)address)->sin_addr, out, (socklen_t)capacity);
    } else if (address->sa_family == AF_INET6) {
        inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)address)->sin6_addr, out, (socklen_t)capacity);
    }
}

int ttg_http_connection_values(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                               MHD_KeyValueIterator iterator, void *context) {
    return mhd.get_connection_values(connection, kind, iterator, context);
}

MHD_socket ttg_http_quiesce(struct MHD_Daemon *daemon) { return mhd.quiesce_daemon(daemon); }

void ttg_http_stop(struct MHD_Daemon *daemon) { mhd.stop_daemon(daemon); }
