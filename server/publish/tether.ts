// A build dies with the server that started it:
//   node server/publish/tether.ts <command> [args…]
// The server starts this in a process group of its own with a pipe on its
// stdin; the command runs in the same group. The pipe closes when the server
// goes, however it goes (kill -9 too: the kernel closes its end), and then the
// whole group is killed. Before, a renderer orphaned by a killed server kept
// writing into its release folder while the next start cleared that folder
// (ENOTEMPTY, a failed start). Linux's parent-death signal is out of Node's
// reach, and the command may be any build (PUBLISH_BUILD_COMMAND), so the
// watch is here, in a process whose event loop is never busy.
import { spawn } from "node:child_process";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: tether.ts <command> [args…]");
  process.exit(2);
}
const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"] });
const killGroup = () => {
  try {
    process.kill(-process.pid, "SIGKILL");
  } catch {
    // Not a group's leader (started by hand): the command at least.
    child.kill("SIGKILL");
    process.exit(1);
  }
};
child.on("error", (error) => {
  console.error(error.message);
  process.exit(1);
});
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
process.stdin.on("end", killGroup);
process.stdin.on("error", killGroup);
process.stdin.resume();
