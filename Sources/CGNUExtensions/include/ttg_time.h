#ifndef TTG_TIME_H
#define TTG_TIME_H

#include <time.h>

/// Reads an HTTP date (`Tue, 01 Dec 2026 18:30:13 GMT`, IMF-fixdate) as seconds since 1970,
/// whatever the locale: strptime(3), which Swift's Glibc module leaves out, and timegm(3).
/// Returns 1 and sets `seconds`, or 0 when `text` is not one.
int ttg_parse_http_date(const char *text, time_t *seconds);

#endif
