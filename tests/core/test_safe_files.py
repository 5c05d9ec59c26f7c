"""The bounded reader and the atomic writer: nothing that is not a file is read, waited on or written over."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tarotdesk.core import safe_files
from tarotdesk.core.safe_files import (
    STALE_SECONDS,
    FileRefused,
    read_bounded,
    remove_stale_temporaries,
    temporary_path,
    write_atomic,
)
from tarotdesk.core.short_text import quoted, shorten

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes and /dev/zero are POSIX")


def refusal(path, limit: int = 1000) -> FileRefused:
    start = time.perf_counter()
    with pytest.raises(FileRefused) as info:
        read_bounded(path, limit)
    assert time.perf_counter() - start < 1.0
    return info.value


def test_a_file_and_a_link_to_it_are_read_whole(tmp_path):
    target = tmp_path / "record.tarotdesk"
    target.write_bytes(b"x" * 1000)
    link = tmp_path / "link.tarotdesk"
    link.symlink_to(target)
    assert read_bounded(target, 1000) == b"x" * 1000
    assert read_bounded(link, 1000) == b"x" * 1000


def test_a_larger_file_is_refused_by_its_size(tmp_path):
    path = tmp_path / "big"
    with open(path, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)
    err = refusal(path, 16 * 1024 * 1024)
    assert err.kind == "too-large" and str(err) == "the file is 51200 KiB; such a file is never larger than 16 MiB"


def test_a_file_that_says_it_is_small_is_still_read_no_further_than_the_limit(tmp_path, monkeypatch):
    # /proc files and files growing while they are read report a size that is not what they hold.
    path = tmp_path / "growing"
    path.write_bytes(b"y" * 5000)
    real_fstat, real_stat = os.fstat, os.stat
    sizes: list[int] = []

    class Small:
        def __init__(self, st: os.stat_result) -> None:
            self.st_mode, self.st_size = st.st_mode, 0

    monkeypatch.setattr(os, "stat", lambda p, *a, **k: Small(real_stat(p, *a, **k)))
    monkeypatch.setattr(os, "fstat", lambda fd: Small(real_fstat(fd)))
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: sizes.append(n) or real_read(fd, n))
    err = refusal(path, 100)
    assert err.kind == "too-large" and str(err) == "the file is larger than 100 bytes; such a file never is"
    assert sum(sizes) <= 101


@posix_only
def test_a_named_pipe_is_refused_at_once(tmp_path):
    fifo = tmp_path / "x.tarotdesk"
    os.mkfifo(fifo)
    err = refusal(fifo)
    assert err.kind == "not-a-file" and str(err) == "this is a named pipe (FIFO), not a file"
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@posix_only
def test_a_pipe_put_in_place_after_the_look_does_not_block_the_open(tmp_path, monkeypatch):
    # The path is looked at, then opened: a pipe swapped in between must not make the open wait.
    fifo = tmp_path / "swapped"
    os.mkfifo(fifo)
    plain = tmp_path / "plain"
    plain.write_bytes(b"{}")
    real_stat = os.stat
    monkeypatch.setattr(os, "stat", lambda p, *a, **k: real_stat(plain if str(p) == str(fifo) else p, *a, **k))
    err = refusal(fifo)
    assert err.kind == "not-a-file" and "named pipe" in str(err)


@posix_only
def test_devices_folders_and_links_to_them_are_refused(tmp_path):
    zero = tmp_path / "zero.tarotdesk"
    zero.symlink_to("/dev/zero")
    assert refusal(zero).message == "this is a device, not a file"
    assert refusal(tmp_path).message == "this is a folder, not a file"
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    assert refusal(loop).kind == "unreadable"


def test_no_name_and_a_missing_file(tmp_path):
    assert refusal("").kind == "no-name" and str(refusal("")) == "no file name was given"
    missing = refusal(tmp_path / "none")
    assert missing.kind == "missing" and str(missing).startswith("cannot open the file (")


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() == 0,
                    reason="the superuser reads files whatever their permissions")
def test_a_file_without_permission_is_refused(tmp_path):
    path = tmp_path / "secret"
    path.write_bytes(b"{}")
    path.chmod(0)
    try:
        err = refusal(path)
    finally:
        path.chmod(0o600)
    assert err.kind == "unreadable" and "Permission denied" in str(err)


# -- writing -----------------------------------------------------------------------------------------

def test_write_atomic_leaves_no_temporary_file_and_syncs_the_folder(tmp_path, monkeypatch):
    synced: list[bool] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(stat.S_ISDIR(os.fstat(fd).st_mode)) or real_fsync(fd))
    target = tmp_path / "autosave.tarotdesk"
    write_atomic(target, "one")
    write_atomic(target, "two ☃")
    assert target.read_text(encoding="utf-8") == "two ☃"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.tarotdesk"]
    if os.name != "nt":
        assert synced == [False, True, False, True]  # the file before the rename, the folder after it


@posix_only
def test_write_atomic_writes_through_a_link_and_refuses_what_is_not_a_file(tmp_path):
    real = tmp_path / "dotfiles" / "settings.json"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "settings.json"
    link.symlink_to(real)
    write_atomic(link, "new")
    assert link.is_symlink() and real.read_text() == "new"
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.json"
    folder.mkdir()
    for target in (fifo, folder):
        with pytest.raises(FileRefused) as info:
            write_atomic(target, "text")
        assert info.value.kind == "not-a-file" and "nothing was written" in str(info.value)
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and folder.is_dir() and not any(folder.iterdir())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dotfiles", "folder.json", "pipe.json", "settings.json"]


def test_a_failed_write_removes_its_temporary_file(tmp_path, monkeypatch):
    target = tmp_path / "statistics.json"
    target.write_text("old")

    def refused(*_a):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refused)
    with pytest.raises(OSError):
        write_atomic(target, "new")
    assert [p.name for p in tmp_path.iterdir()] == ["statistics.json"] and target.read_text() == "old"


def _dead_pid() -> int:
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    return int(done.stdout)


def test_stale_temporary_files_are_removed_and_nothing_else(tmp_path):
    dead = _dead_pid()
    mine = temporary_path(tmp_path / "autosave.tarotdesk")  # this process is writing it
    assert mine.name.startswith(".autosave.tarotdesk.tarotdesk-") and mine.name.endswith(".tmp")
    left = [tmp_path / f".recent.json.tarotdesk-{dead}-0a1b2c3d.tmp",  # its writer has ended
            tmp_path / f".statistics.json.{dead}.tmp",  # an earlier version's name
            tmp_path / ".games-index.json.tarotdesk-1-deadbeef.tmp"]  # old (process 1 runs for ever)
    kept = [mine, tmp_path / "notes.tmp", tmp_path / "settings.json.tmp", tmp_path / ".x.tmp",
            tmp_path / "autosave.tarotdesk", tmp_path / f".holiday.jpg.{dead}.tmp"]
    for p in left + kept:
        p.write_text("x")
    old = time.time() - STALE_SECONDS - 60
    os.utime(left[2], (old, old))
    other = tmp_path / f".link.json.tarotdesk-{dead}-00000000.tmp"  # not a plain file: not the writer's
    other.mkdir()
    removed = remove_stale_temporaries(tmp_path)
    assert sorted(removed) == sorted(left)
    assert all(p.exists() for p in kept) and other.is_dir()
    assert remove_stale_temporaries(tmp_path / "no such folder") == []


def test_a_recent_temporary_file_of_another_running_copy_is_kept(tmp_path):
    if os.name == "nt":
        pytest.skip("process ids are not asked on Windows")
    parent = os.getppid()  # a process that certainly runs
    busy = tmp_path / f".autosave.tarotdesk.tarotdesk-{parent}-12345678.tmp"
    busy.write_text("x")
    assert remove_stale_temporaries(tmp_path) == [] and busy.exists()
    assert remove_stale_temporaries(tmp_path, now=time.time() + STALE_SECONDS + 1) == [busy]


def test_the_process_check_never_signals_a_group():
    assert safe_files._process_gone(0) and safe_files._process_gone(-1)
    assert not safe_files._process_gone(os.getpid())
    assert safe_files._process_gone(2 ** 80)


# -- shortening ---------------------------------------------------------------------------------------

def test_long_values_are_shortened_with_their_ends_kept():
    assert shorten("play:SK") == "play:SK"
    text = "play:" + "X" * 60_000 + "END"
    short = shorten(text)
    assert short.startswith("play:XXX") and short.endswith("XEND") and len(short) < 130
    assert "59,928 characters left out" in short
    assert quoted("a\nb") == "'a\\nb'"
    assert len(quoted("é" * 10_000, 50)) < 100


def test_a_file_the_system_will_not_open_is_refused_in_its_words(tmp_path, monkeypatch):
    # Whoever runs the tests (the superuser reads everything): the system's refusal is passed on.
    path = tmp_path / "secret"
    path.write_bytes(b"{}")
    real_open = os.open

    def no_permission(name, flags, *args):
        if str(name) == str(path):
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, flags, *args)

    monkeypatch.setattr(os, "open", no_permission)
    err = refusal(path)
    assert err.kind == "unreadable" and str(err) == "cannot open the file (Permission denied)"


# -- keeping what a file is when it is written again ---------------------------------------------------

def test_a_file_written_again_keeps_its_permissions_and_owner(tmp_path):
    path = tmp_path / "kept.tarotdesk"
    path.write_text("old")
    path.chmod(0o600)
    if os.geteuid() == 0:  # the superuser may keep another's owner: give the file one
        os.chown(path, 1234, 4321)
    before = os.stat(path)
    write_atomic(path, "new")
    after = os.stat(path)
    assert path.read_text() == "new" and after.st_ino != before.st_ino  # replaced, not written over
    assert stat.S_IMODE(after.st_mode) == 0o600 and (after.st_uid, after.st_gid) == (before.st_uid, before.st_gid)


def test_write_back_refuses_a_read_only_file_and_leaves_it_alone(tmp_path):
    path = tmp_path / "mine.tarotdesk"
    path.write_text("old")
    path.chmod(0o444)
    with pytest.raises(FileRefused) as err:
        safe_files.write_back(path, b"new")
    assert err.value.kind == "read-only" and str(err.value) == "the file is read-only; nothing was written to it"
    assert path.read_text() == "old" and stat.S_IMODE(os.stat(path).st_mode) == 0o444


def test_write_back_writes_a_file_with_hard_links_in_place_for_every_name(tmp_path):
    path, other = tmp_path / "a.tarotdesk", tmp_path / "b.tarotdesk"
    path.write_text("a rather longer old content")
    os.link(path, other)
    inode = os.stat(path).st_ino
    safe_files.write_back(path, b"new")
    assert other.read_text() == path.read_text() == "new"
    assert os.stat(path).st_ino == inode and os.stat(path).st_nlink == 2
    safe_files.write_back(other, b"a content longer than before, in place again")
    assert path.read_text() == "a content longer than before, in place again"


def test_write_back_replaces_a_file_of_one_name_keeping_its_mode(tmp_path):
    path = tmp_path / "one.tarotdesk"
    path.write_text("old")
    path.chmod(0o640)
    safe_files.write_back(path, b"new")
    assert path.read_text() == "new" and stat.S_IMODE(os.stat(path).st_mode) == 0o640
    assert os.listdir(tmp_path) == ["one.tarotdesk"]


def test_a_long_name_in_any_script_gives_a_temporary_name_the_system_accepts(tmp_path):
    name = "対局" * 40 + ".tarotdesk"  # 80 Japanese characters: 240 bytes of the 255 a name may have
    path = tmp_path / name
    path.write_text("old")
    write_atomic(path, "new")
    assert path.read_text() == "new"
    temporary = safe_files.temporary_path(path).name
    assert len(os.fsencode(temporary)) <= 255 and temporary.startswith(".対局")


def test_a_name_the_system_cannot_encode_is_refused_in_one_sentence(tmp_path):
    with pytest.raises(FileRefused) as err:
        read_bounded(str(tmp_path / "game\ud800.tarotdesk"), 1000)
    assert err.value.kind == "unreadable" and "cannot encode" in str(err.value)
