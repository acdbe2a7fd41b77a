# A build dies with the server that started it:
#   sh server/publish/tether.sh <command> [args…]
# The server starts this in a process group of its own with a pipe on its
# stdin; the command runs in the same group. The pipe closes when the server
# goes, however it goes (kill -9 too: the kernel closes its end), and then the
# whole group is killed. Before, a renderer orphaned by a killed server kept
# writing into its release folder while the next start cleared that folder
# (ENOTEMPTY, a failed start). Linux's parent-death signal is out of Node's
# reach, and the command may be any build (PUBLISH_BUILD_COMMAND), so the
# watch is here. A shell, not Node: a Node process waiting on a pipe held
# 48–65 MB resident (the binary's pages and a heap) beside every render, a
# shell holds about 1 MB (docs/publishing.md, "Memory").
if [ "$#" -eq 0 ]; then
  echo "usage: tether.sh <command> [args…]" >&2
  exit 2
fi
# The server's pipe, kept on fd 3: an asynchronous list's stdin is /dev/null in a non-interactive shell.
exec 3<&0
"$@" </dev/null 3<&- &
child=$!
# Reads (the builtin, no further process) until the server's end of the pipe closes, then kills the
# group; when not a group's leader (started by hand), the command at least.
(
  while read -r _; do :; done
  kill -s KILL -- "-$$" 2>/dev/null || kill -s KILL "$child"
  exit 1
) <&3 &
watch=$!
exec 3<&-
wait "$child"
code=$?
kill "$watch" 2>/dev/null
exit "$code"
