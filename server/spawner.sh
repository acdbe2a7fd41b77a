# Starts commands for the server (server/spawner.ts), so the server itself does not fork:
#   sh server/spawner.sh
# Node starts a child by fork() and exec(), and the fork copies the parent's page tables: from a
# 600 MB process each `git` call cost ~60 ms of CPU (a third in the parent, the rest in the child
# tearing the copy down), from a 50 MB one under 2 ms. This shell holds about 1 MB, so the commands
# it starts cost what they cost anywhere.
# Each line on stdin names a script the server wrote (its quoting done in Node); sourcing it starts
# one command in the background and prints "p <id> <pid>" when it started and "d <id> <status>"
# when it ended. Each line is written by one echo, shorter than a pipe's atomic write, so lines of
# commands running side by side never interleave. The shell reaps each ended command when it reads
# the next line; it ends when the server closes its stdin (however the server goes).
while IFS= read -r script; do
  . "$script"
done
