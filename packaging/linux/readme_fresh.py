"""Run the README's two commands, as written, on freshly made minimal systems of each release.

README.md begins with two indented command lines: the first installs the program and starts
its window, the second installs it with its test tools and runs the tests. This script reads
them from README.md (so they can never drift from what is tested) and, for each release
(Debian 12 and 13, Ubuntu 24.04), makes a minimal system with ``debootstrap --variant=minbase``
(``minimal_system.py``), gives it this machine's network settings and nothing else, copies
the project's files into ``/root/tarotdesk`` and there, with ``chroot``:

1. ``apt-get update`` (a freshly installed system has its package lists; debootstrap leaves none);
2. the first command, verbatim. Its last step starts the window: it draws on a virtual X
   server that runs on this machine (its socket folder is bound read-only into the system, so
   the system holds only what the README installs), and ``TAROTDESK_QUIT_AFTER_SHOW=1`` makes
   the program close its window once shown and print ``shown <seconds> xcb``, which must appear;
3. the second command, verbatim, in the same folder, with ``PYTEST_ADDOPTS`` choosing the tests
   of :data:`TESTS` (the whole suite runs on this machine in ``.ci/run``; see
   ``docs/packaging.md``). pytest must pass.

Each step's time is printed. Needs root (debootstrap, chroot, mount); the mounts are always
undone and the folders deleted, and one system is made at a time.

    sudo python3 packaging/linux/readme_fresh.py                    # every release
    sudo python3 packaging/linux/readme_fresh.py --release trixie --cache build/readme-fresh/cache
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[2]
#: The tests the second command runs on a fresh system (``PYTEST_ADDOPTS``): those that depend
#: on the system rather than on the rules, within CI's time: the installed program's self-test
#: (every game and pack, a deal of each game, the rule pane, records, the AI worker process,
#: Japanese, both platform plugins), the display check, the start of the window and its crash
#: reports (offscreen), the languages of the window, native faults, the instance lock and safe
#: files. The whole suite runs on the CI machine (``.ci/run``; see ``docs/packaging.md``).
TESTS = ("tests/packaging/test_selftest.py tests/test_display_start.py tests/test_system_libraries.py "
         "tests/ui/test_start_sequence.py tests/ui/test_crash_handler.py tests/ui/test_language.py "
         "tests/test_crash_report.py tests/storage/test_instance_lock.py tests/core/test_safe_files.py "
         "--durations=5")
#: Where the project is copied inside (``cd`` there: the README's commands run "from this folder").
INSIDE = "/root/tarotdesk"
#: The Debian release whose ubuntu-keyring package has the keys of Ubuntu's archive.
KEYRING_SUITE = "trixie"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


minimal = sys.modules.get("tarotdesk_minimal_system") or _load("tarotdesk_minimal_system",
                                                                Path(__file__).with_name("minimal_system.py"))
FreshSystemError = minimal.FreshSystemError


def readme_commands(text: str) -> tuple[str, str]:
    """The two indented command lines at the top of README.md (before its first ``##`` heading):
    (install and start, install and run the tests)."""
    head = text.split("\n## ", 1)[0]
    commands = [line[4:].strip() for line in head.splitlines() if line.startswith("    ") and line.strip()]
    if len(commands) != 2:
        raise FreshSystemError(f"README.md should begin with two indented commands, found {len(commands)}")
    start, tests = commands
    if "pytest" not in tests or "pytest" in start:
        raise FreshSystemError("README.md's second command should run the tests, its first start the program")
    return start, tests


def project_files(root: Path = ROOT) -> list[str]:
    """The project's files as a checkout has them (tracked and new, not ignored ones)."""
    proc = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=root,
                          capture_output=True, text=True, check=True)
    return sorted(name for name in set(proc.stdout.split("\0")) if name and (root / name).is_file())


def copy_project(target: Path, root: Path = ROOT) -> int:
    """Copy the project's files into ``target``; returns how many."""
    names = project_files(root)
    target.mkdir(parents=True, exist_ok=True)
    with subprocess.Popen(["tar", "-C", str(root), "--null", "-T", "-", "-cf", "-"], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE) as pack:
        unpack = subprocess.Popen(["tar", "-C", str(target), "-xf", "-"], stdin=pack.stdout)
        pack.stdin.write("\0".join(names).encode())
        pack.stdin.close()
        if unpack.wait() != 0 or pack.wait() != 0:
            raise FreshSystemError("copying the project into the fresh system failed")
    return len(names)


class VirtualScreen:
    """An X server on this machine (Xvfb) whose socket folder a fresh system sees read-only."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None
        self.display = ""

    def start(self) -> str:
        """Start the server on a free display; returns ``:N``."""
        read, write = os.pipe()
        self.proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0",
                                      "1280x800x24"], pass_fds=(write,), stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as answer:
            number = answer.readline().strip()
        if not number.isdigit():
            self.stop()
            raise FreshSystemError("Xvfb did not start")
        self.display = ":" + number
        return self.display

    def stop(self) -> None:
        """End the server this object started."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None


def _step(times: dict[str, float], name: str, run: Callable[[], subprocess.CompletedProcess],
          log: Callable[[str], None], log_file: Path) -> str:
    start = time.perf_counter()
    proc = run()
    times[name] = time.perf_counter() - start
    with log_file.open("a", encoding="utf-8") as f:
        f.write(f"==== {name} ({times[name]:.1f} s, exit status {proc.returncode})\n{proc.stdout}\n")
    log(f"{name}: {times[name]:.1f} s")
    if proc.returncode != 0:
        raise FreshSystemError(f"{name} failed (exit status {proc.returncode}; the whole output is in "
                               f"{log_file}):\n{proc.stdout[-4000:]}")
    return proc.stdout


def check_release(box, commands: tuple[str, str], env: dict[str, str], screen: VirtualScreen,
                  log: Callable[[str], None], log_file: Path, tests: str = TESTS) -> dict[str, float]:
    """The README's commands on one fresh system (mounted, network carried); the step times."""
    times: dict[str, float] = {}
    copied = copy_project(box.root / INSIDE.lstrip("/"))
    log(f"{copied} project files copied to {INSIDE}")
    _step(times, "apt-get update", lambda: box.run("apt-get update -qq", 600, env, check=False), log, log_file)
    box.bind(Path("/tmp/.X11-unix"), "/tmp/.X11-unix")
    runtime = box.root / "run" / "user" / "0"
    runtime.mkdir(parents=True, exist_ok=True)
    runtime.chmod(0o700)
    start_env = {**env, "DISPLAY": screen.display, "XDG_RUNTIME_DIR": "/run/user/0",
                 "TAROTDESK_QUIT_AFTER_SHOW": "1"}
    out = _step(times, "first command (install and start)",
                lambda: box.run(f"cd {INSIDE} && {commands[0]}", 1800, start_env, check=False), log, log_file)
    shown = re.search(r"^shown (\d+\.\d+) (\S+)$", out, re.M)
    if shown is None or shown.group(2) != "xcb":
        raise FreshSystemError("the first command did not show the window on the X server:\n" + out[-3000:])
    log(f"window shown on {shown.group(2)} after {shown.group(1)} s")
    out = _step(times, "second command (tests)",
                lambda: box.run(f"cd {INSIDE} && {commands[1]}", 3600, {**env, "PYTEST_ADDOPTS": tests},
                                check=False), log, log_file)
    summary = [line for line in out.splitlines() if re.search(r"\d+ passed", line)]
    if not summary:
        raise FreshSystemError("the second command ran no test:\n" + out[-3000:])
    log("tests: " + summary[-1].strip("= "))
    return times


def make_box(release, root: Path, mirrors: dict[str, str], work: Path, log: Callable[[str], None]):
    """The :class:`~minimal_system.Chroot` of ``release`` (its mirror, keyring and script)."""
    mirror = mirrors.get(release.suite) or minimal.release_mirror(release)
    keyring = script = None
    if release.distribution == "ubuntu":
        keyring = Path("/usr/share/keyrings/ubuntu-archive-keyring.gpg")
        if not keyring.is_file():
            debian = minimal.RELEASES[KEYRING_SUITE]
            keyring = minimal.fetch_keyring("ubuntu-keyring", keyring.name, work / "keyring",
                                            mirrors.get(KEYRING_SUITE) or minimal.release_mirror(debian), debian.suite,
                                            log)
        if not Path(f"/usr/share/debootstrap/scripts/{release.suite}").exists():
            script = minimal.UBUNTU_SCRIPT
    return minimal.Chroot(root, release.suite, mirror, release.components, log, keyring, script)


def bootstrap(release, args, mirrors: dict[str, str], log: Callable[[str], None]):
    """Make the minimal system of ``release`` (debootstrap, or unpack the one kept in the cache);
    returns it and the seconds it took. A system half made is deleted."""
    work = args.work / release.suite
    work.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    box = make_box(release, work / "root", mirrors, work, log)
    try:
        box.create(args.cache / f"{release.suite}.tar.gz" if args.cache else None)
    except BaseException:
        if box.root.exists():
            box.remove()
        raise
    made = time.perf_counter() - started
    log(f"{release.suite}: minimal system {made:.1f} s")
    return box, made


def run_release(release, box, args, settings, screen: VirtualScreen, log: Callable[[str], None]) -> dict[str, float]:
    """Run the README's commands on the system made for ``release``, and always take it down."""
    log_file = args.work / release.suite / "output.log"
    log_file.write_text("", encoding="utf-8")
    try:
        commands = readme_commands(args.readme.read_text(encoding="utf-8"))
        box.mount()
        env = minimal.carry_network(box, settings)
        box.write_sources(release.source_lines(box.mirror))
        return check_release(box, commands, env, screen, log, log_file, args.tests)
    finally:
        discard(box)


def discard(box) -> None:
    """Unmount everything under the system and delete it."""
    try:
        box.unmount()
    finally:
        if box.root.exists() and not box.mounted:
            box.remove()


def run_all(args, mirrors: dict[str, str], settings, screen: VirtualScreen) -> list[str]:
    """Each release in turn; the next release's system is made while the commands run on this one
    (one debootstrap at a time). Returns the releases that failed."""
    log = lambda text: print(text, flush=True)  # noqa: E731
    releases = [minimal.RELEASES[s] for s in args.release]
    failed: list[str] = []
    with ThreadPoolExecutor(max_workers=1) as pool:
        pending = pool.submit(bootstrap, releases[0], args, mirrors, log)
        try:
            for i, release in enumerate(releases):
                label = f"{release.distribution.capitalize()} {release.version} ({release.suite})"
                current = pending
                pending = pool.submit(bootstrap, releases[i + 1], args, mirrors, log) if i + 1 < len(releases) else None
                print(f"--- {label}", flush=True)
                try:
                    box, made = current.result()
                    times = {"minimal system": made, **run_release(release, box, args, settings, screen, log)}
                except (FreshSystemError, subprocess.TimeoutExpired, subprocess.CalledProcessError) as exc:
                    print(f"FAILED on {label}: {exc}", flush=True)
                    failed.append(label)
                    continue
                print(f"{label}: the README's commands passed in {sum(times.values()):.0f} s ("
                      + ", ".join(f"{k} {v:.0f} s" for k, v in times.items()) + ")", flush=True)
        finally:
            if pending is not None:  # interrupted: the system made meanwhile goes too
                try:
                    discard(pending.result()[0])
                except (FreshSystemError, subprocess.SubprocessError, OSError):
                    pass
    return failed


def main(argv: list[str] | None = None) -> int:
    """Run the README's commands on each release asked for; 0 when they all passed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", nargs="+", choices=sorted(minimal.RELEASES), default=list(minimal.RELEASES))
    parser.add_argument("--mirror", action="append", default=[], metavar="SUITE=URL",
                        help="the mirror of a release (default: the one this machine's apt uses for it or its kin)")
    parser.add_argument("--readme", type=Path, default=ROOT / "README.md", help="the README whose commands are run")
    parser.add_argument("--tests", default=TESTS, help="PYTEST_ADDOPTS of the second command")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "readme-fresh",
                        help="folder for the systems and their logs")
    parser.add_argument("--cache", type=Path, help="keep each bootstrapped system here and reuse it")
    parser.add_argument("--command", choices=("start", "tests"),
                        help="only print that command of the README (.ci/run runs the tests' one itself)")
    args = parser.parse_args(argv)
    if args.command:
        try:
            commands = readme_commands(args.readme.read_text(encoding="utf-8"))
        except FreshSystemError as exc:
            print(f"readme_fresh.py: {exc}", file=sys.stderr)
            return 2
        print(commands[0] if args.command == "start" else commands[1])
        return 0
    if os.geteuid() != 0:
        print("readme_fresh.py needs root (debootstrap, chroot, mount)", file=sys.stderr)
        return 2
    mirrors = dict(item.split("=", 1) for item in args.mirror if "=" in item)
    settings = minimal.find_network_settings()
    screen = VirtualScreen()
    started = time.perf_counter()
    try:
        screen.start()
        failed = run_all(args, mirrors, settings, screen)
    finally:
        screen.stop()
    print(f"README fresh-system check: {len(args.release) - len(failed)} of {len(args.release)} releases "
          f"in {time.perf_counter() - started:.0f} s" + (f"; failed: {', '.join(failed)}" if failed else ""),
          flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
