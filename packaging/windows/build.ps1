# Build tarotdesk for Windows: the one-folder app with PyInstaller, then the installer with
# Inno Setup. Run in PowerShell from the repository root on a Windows machine:
#   py -3.11 -m venv .venv; .venv\Scripts\pip install . pyinstaller
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
# Needs Inno Setup 6 (iscc.exe on PATH or in its default folder).
$ErrorActionPreference = "Stop"
$root = Resolve-Path "$PSScriptRoot\..\.."
Set-Location $root
$python = "$root\.venv\Scripts\python.exe"
$version = & $python -c "import tomllib;print(tomllib.load(open('pyproject.toml','rb'))['project']['version'])"

# Compiled translations travel with the app.
Get-ChildItem translations\*.ts | ForEach-Object {
    & "$root\.venv\Scripts\pyside6-lrelease.exe" -silent $_.FullName -qm ($_.FullName -replace '\.ts$', '.qm')
}
# The .ico is made from the SVG icon by Qt itself.
& $python packaging\windows\make_icon.py packaging\windows\tarotdesk.ico
& $python -m PyInstaller --noconfirm --clean --distpath build\windows\dist --workpath build\windows\pyi packaging\tarotdesk.spec

$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
& $iscc "/DAppVersion=$version" "/DSourceDir=$root\build\windows\dist\tarotdesk" "/O$root\dist" packaging\windows\tarotdesk.iss
Write-Host "installer: dist\tarotdesk-$version-setup.exe"
