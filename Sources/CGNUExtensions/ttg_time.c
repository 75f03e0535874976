#define _GNU_SOURCE
#include "ttg_time.h"

#include <string.h>

int ttg_parse_http_date(const char *text, time_t *seconds) {
    static const char *const days[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char *const months[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                         "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    /* IMF-fixdate is 29 characters: "Sun, 06 Nov 1994 08:49:37 GMT". */
    if (strlen(text) != 29 || text[3] != ',' || strcmp(text + 25, " GMT") != 0) return 0;
    struct tm parts;
    memset(&parts, 0, sizeof parts);
    int day = -1, month = -1;
    for (int i = 0; i < 7; i++) if (strncmp(text, days[i], 3) == 0) day = i;
    for (int i = 0; i < 12; i++) if (strncmp(text + 8, months[i], 3) == 0) month = i;
    if (day < 0 || month < 0) return 0;
    char rest[32];
    memcpy(rest, text, 30);
    /* Digits where digits belong: " 06 ", " 1994 ", "08:49:37". */
    const int digits[] = {5, 6, 12, 13, 14, 15, 17, 18, 20, 21, 23, 24};
    for (unsigned i = 0; i < sizeof digits / sizeof digits[0]; i++) {
        if (rest[digits[i]] < '0' || rest[digits[i]] > '9') return 0;
    }
    parts.tm_mday = (rest[5] - '0') * 10 + (rest[6] - '0');
    parts.tm_mon = month;
    parts.tm_year = (rest[12] - '0') * 1000 + (rest[13] - '0') * 100 + (rest[14] - '0') * 10 + (rest[15] - '0') - 1900;
    parts.tm_hour = (rest[17] - '0') * 10 + (rest[18] - '0');
    parts.tm_min = (rest[20] - '0') * 10 + (rest[21] - '0');
    parts.tm_sec = (rest[23] - '0') * 10 + (rest[24] - '0');
    if (parts.tm_mday < 1 || parts.tm_mday > 31 || parts.tm_hour > 23 || parts.tm_min > 59 || parts.tm_sec > 60) return 0;
    *seconds = timegm(&parts);
    return 1;
}
