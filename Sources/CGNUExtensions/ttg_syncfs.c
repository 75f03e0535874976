#define _GNU_SOURCE
#include <unistd.h>

#include "ttg_syncfs.h"

int ttg_syncfs(int fd) { return syncfs(fd); }
