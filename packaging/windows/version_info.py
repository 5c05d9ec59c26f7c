"""The Windows version resource of tarotdesk.exe (Explorer's Details tab, installers, SmartScreen).

``packaging/tarotdesk.spec`` writes :func:`version_file_text` to a file and passes it to
PyInstaller's ``EXE(version=…)``, in the text form PyInstaller reads (the one
``pyi-grab_version`` writes). Plain text, so it can be checked on any system.
"""

from __future__ import annotations

COMPANY = "The tarotdesk developers"
DESCRIPTION = "tarotdesk: historical tarot and fishing card games"


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``"0.1.0"`` → ``(0, 1, 0, 0)``: Windows wants four numbers; anything after a number
    (``0.2.0rc1``) is dropped from that part."""
    parts = []
    for piece in version.split(".")[:4]:
        digits = ""
        for ch in piece:
            if not ch.isdigit():
                break
            digits += ch
        parts.append(int(digits or 0))
    while len(parts) < 4:
        parts.append(0)
    return tuple(parts)  # type: ignore[return-value]


def version_file_text(version: str) -> str:
    """The version resource for ``version`` (US English, Unicode)."""
    numbers = version_tuple(version)
    dotted = ".".join(str(n) for n in numbers)
    strings = [
        ("CompanyName", COMPANY),
        ("FileDescription", DESCRIPTION),
        ("FileVersion", dotted),
        ("InternalName", "tarotdesk"),
        ("LegalCopyright", f"Copyright (C) 2026 {COMPANY}. GPL-3.0-or-later."),
        ("OriginalFilename", "tarotdesk.exe"),
        ("ProductName", "tarotdesk"),
        ("ProductVersion", version),
    ]
    table = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings)
    return f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{table}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""
