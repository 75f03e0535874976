#ifndef TTG_SYNCFS_H
#define TTG_SYNCFS_H

// syncfs(2) is a GNU extension that Swift's Glibc module does not declare.

/// Writes to disk everything cached for the file system holding the open file
/// `fd`, and reports a write error that happened there since `fd` was opened
/// (Linux 5.8 and later). Returns 0, or -1 with errno set.
int ttg_syncfs(int fd);

#endif
