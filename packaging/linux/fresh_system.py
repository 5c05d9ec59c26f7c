"""Install the .deb and the tarball on a freshly made minimal Debian system, and run them there.

A machine that builds the packages already has every library, so installing there proves
nothing about the Depends. This script makes a minimal system of the machine's own release
(``debootstrap --variant=minbase``, from the apt source the machine is configured with for it:
Debian 12 here, Ubuntu on an Ubuntu machine) in a folder, and inside it with ``chroot``:

1. ``apt-get install --no-install-recommends ./tarotdesk_….deb`` (the Depends alone must do);
2. ``tarotdesk --self-test``, which must report that the xcb and Wayland platform plugins load;
3. a window start under Xvfb (``--quit-after-show``);
4. ``apt-get purge tarotdesk``: nothing of the package may remain;
5. the tarball: ``install.sh`` into a home folder, its self-test, ``install.sh --uninstall``.

Needs root (``debootstrap``, ``chroot``, ``mount``). It never touches the machine's own
packages: everything happens under the folder given with ``--root`` (inside the repository's
ignored ``build/``), and the file systems mounted there are always unmounted at the end.

    sudo python packaging/linux/fresh_system.py --deb dist/tarotdesk_0.1.0_amd64.deb \\
        --tarball dist/tarotdesk-0.1.0-linux-amd64.tar.gz
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: What the window test needs besides the package: a virtual X server and its wrapper.
TEST_TOOLS = ["xvfb", "xauth"]


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


minimal = sys.modules.get("tarotdesk_minimal_system") or _load("tarotdesk_minimal_system",
                                                                Path(__file__).with_name("minimal_system.py"))
Chroot = minimal.Chroot
FreshSystemError = minimal.FreshSystemError
host_release = minimal.host_release
configured_source = minimal.configured_source


def check_packages(box: Chroot, deb: Path, tarball: Path | None, log) -> dict[str, float]:
    """The tests inside the fresh system; returns the time of each step."""
    times: dict[str, float] = {}

    def step(name: str, script: str, timeout: float = 1800, env: dict[str, str] | None = None) -> str:
        start = time.perf_counter()
        out = box.output(script, timeout, env)
        times[name] = time.perf_counter() - start
        log(f"{name}: {times[name]:.1f} s")
        return out

    shutil.copy2(deb, box.root / "tmp" / deb.name)
    step("apt-get update", "apt-get update -qq")
    before = set(box.output("dpkg-query -W -f '${Package}\\n'").split())
    step("install .deb", f"apt-get install -y -qq --no-install-recommends /tmp/{deb.name} " + " ".join(TEST_TOOLS))
    after = set(box.output("dpkg-query -W -f '${Package}\\n'").split())
    log(f"packages added with the .deb and the test tools: {len(after - before)}")
    out = step("self-test (.deb)", "tarotdesk --self-test", 900)
    log(out)
    if "self-test passed" not in out:
        raise FreshSystemError("the installed package's self-test did not pass:\n" + out[-3000:])
    for plugin in ("xcb", "wayland"):
        if not re.search(rf"\b{plugin}: loads\b", out):
            raise FreshSystemError(f"the {plugin} platform plugin does not load on the fresh system:\n{out[-3000:]}")
    shown = step("window under Xvfb", "xvfb-run -a -s '-screen 0 1280x800x24' tarotdesk --quit-after-show",
                 300, {"QT_QPA_PLATFORM": "xcb", "XDG_RUNTIME_DIR": "/tmp"})
    if not re.search(r"^shown \d", shown, re.M):
        raise FreshSystemError("the window did not show under Xvfb:\n" + shown[-3000:])
    log(shown.strip())
    step("purge", "apt-get purge -y -qq tarotdesk")
    left = box.output("ls -d /usr/lib/tarotdesk /usr/games/tarotdesk /usr/share/doc/tarotdesk 2>/dev/null || true")
    if left.strip():
        raise FreshSystemError("files of the package remain after purge:\n" + left)
    if tarball is not None:
        shutil.copy2(tarball, box.root / "tmp" / tarball.name)
        name = tarball.name.removesuffix("-linux-" + tarball.name.rsplit("-", 1)[-1]).removesuffix(".tar.gz")
        home = {"HOME": "/tmp/home"}
        step("tarball install.sh",
             f"mkdir -p /tmp/home && cd /tmp && tar xzf {tarball.name} && cd {name} && ./install.sh", 600, home)
        out = step("self-test (tarball)", "/tmp/home/.local/bin/tarotdesk --self-test", 900, home)
        if "self-test passed" not in out:
            raise FreshSystemError("the tarball's self-test did not pass:\n" + out[-3000:])
        step("tarball uninstall", f"/tmp/{name}/install.sh --uninstall", 300, home)
        left = box.output("find /tmp/home -type f -o -type l", env=home)
        if left.strip():
            raise FreshSystemError("install.sh --uninstall left files behind:\n" + left)
    return times


def main(argv: list[str] | None = None) -> int:
    """Run the fresh-system test; print the times; return 0 when every step passed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deb", required=True, type=Path)
    parser.add_argument("--tarball", type=Path)
    parser.add_argument("--root", type=Path, default=ROOT / "build" / "fresh-system" / "root",
                        help="folder for the minimal system (deleted before and after)")
    parser.add_argument("--cache", type=Path,
                        help="keep the bootstrapped system as this .tar.gz and reuse it (saves the download)")
    parser.add_argument("--suite", help="release to bootstrap (default: this machine's, e.g. bookworm)")
    parser.add_argument("--mirror", help="mirror (default: the one apt is configured with for that release)")
    parser.add_argument("--keep", action="store_true", help="leave the system in place afterwards")
    args = parser.parse_args(argv)
    if os.geteuid() != 0:
        print("fresh_system.py needs root (debootstrap, chroot, mount)", file=sys.stderr)
        return 2
    for path in (args.deb, args.tarball):
        if path is not None and not path.is_file():
            print(f"fresh_system.py: {path} is not a file", file=sys.stderr)
            return 2
    started = time.perf_counter()
    try:
        suite = args.suite or host_release()
        mirror, components = (args.mirror, ["main"]) if args.mirror else configured_source(suite)
    except FreshSystemError as exc:
        print(f"fresh_system.py: {exc}", file=sys.stderr)
        return 2
    box = Chroot(args.root, suite, mirror, components, lambda text: print(text, flush=True))
    try:
        box.create(args.cache)
        made = time.perf_counter()
        print(f"minimal system: {made - started:.1f} s", flush=True)
        box.mount()
        minimal.carry_network(box, minimal.find_network_settings())
        release = minimal.RELEASES.get(suite, minimal.Release(suite, "debian", ""))
        box.write_sources(release.source_lines(mirror))
        times = check_packages(box, args.deb.resolve(), args.tarball.resolve() if args.tarball else None, box.log)
    except (FreshSystemError, subprocess.TimeoutExpired) as exc:
        print(f"FAILED: {exc}", flush=True)
        return 1
    finally:
        try:
            box.unmount()
        finally:
            if not args.keep and box.root.exists() and not box.mounted:
                box.remove()
    print(f"fresh-system test passed in {time.perf_counter() - started:.1f} s "
          f"({', '.join(f'{k} {v:.0f} s' for k, v in times.items())})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
