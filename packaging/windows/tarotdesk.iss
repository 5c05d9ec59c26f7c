; Inno Setup script for the tarotdesk Windows installer.
; Called by build.ps1 with /DAppVersion=<version> /DSourceDir=<frozen app folder>.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\build\windows\dist\tarotdesk"
#endif

[Setup]
AppId={{6B1E2C7A-3F0B-4E5D-9A5C-7D3B2E1F0A11}
AppName=tarotdesk
AppVersion={#AppVersion}
AppPublisher=The tarotdesk developers
DefaultDirName={autopf}\tarotdesk
DefaultGroupName=tarotdesk
OutputBaseFilename=tarotdesk-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
; The frozen program is x64: refuse other machines instead of failing after the copy
; (Windows on Arm runs x64 programs, hence "compatible").
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 needs Windows 10 1809 or later.
MinVersion=10.0.17763
VersionInfoVersion={#AppVersion}
VersionInfoProductVersion={#AppVersion}
VersionInfoCompany=The tarotdesk developers
VersionInfoDescription=tarotdesk installer
VersionInfoCopyright=Copyright (C) 2026 The tarotdesk developers
AppPublisherURL=https://github.com/tarotdesk/tarotdesk
AppSupportURL=https://github.com/tarotdesk/tarotdesk/issues
#ifdef Sign
; build.ps1 defines the tool "tarotdesksign" (signtool with the certificate of
; TAROTDESK_SIGN_CERT) when it passes /DSign=1.
SignTool=tarotdesksign
SignedUninstaller=yes
#endif
WizardStyle=modern
SetupIconFile=tarotdesk.ico
UninstallDisplayIcon={app}\tarotdesk.exe
LicenseFile=..\..\LICENSE.txt
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the program folder's bundled libraries as a whole: files a newer
; build no longer has must not stay behind and be loaded by it.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\tarotdesk"; Filename: "{app}\tarotdesk.exe"
Name: "{group}\{cm:UninstallProgram,tarotdesk}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\tarotdesk"; Filename: "{app}\tarotdesk.exe"; Tasks: desktopicon

[Registry]
Root: HKA; Subkey: "Software\Classes\.tarotdesk"; ValueType: string; ValueName: ""; ValueData: "tarotdesk.record"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\tarotdesk.record"; ValueType: string; ValueName: ""; ValueData: "tarotdesk game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\tarotdesk.record\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\tarotdesk.exe"",0"
Root: HKA; Subkey: "Software\Classes\tarotdesk.record\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\tarotdesk.exe"" ""%1"""

[Run]
Filename: "{app}\tarotdesk.exe"; Description: "{cm:LaunchProgram,tarotdesk}"; Flags: nowait postinstall skipifsilent
