# Homebrew formula for docaudit, built from source. This repository is its own tap:
#   brew tap docaudit/docaudit https://github.com/docaudit/docaudit
#   brew install --HEAD docaudit
# It follows main (no release tarball to pin a checksum to yet).
class Docaudit < Formula
  desc "Audits the DocC documentation of Swift code bases without compiling them"
  homepage "https://github.com/docaudit/docaudit"
  head "https://github.com/docaudit/docaudit.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on "cmark"

  on_macos do
    depends_on xcode: ["16.0", :build]
  end

  on_linux do
    depends_on "swift" => :build
  end

  def install
    # Homebrew builds inside a sandbox already, and macOS allows no sandbox within a sandbox.
    system "make", "install", "PREFIX=#{prefix}", "SWIFT_FLAGS=--disable-sandbox"
  end

  test do
    (testpath/"Kit.swift").write "public struct Kit {}\n"
    output = shell_output("#{bin}/docaudit check #{testpath}/Kit.swift", 1)
    assert_match "Kit.swift:1:8: error: public struct 'Kit' is not documented", output
    (testpath/"Kit.swift").write "/// A kit.\npublic struct Kit {}\n"
    assert_match "0 errors, 0 warnings in 1 file audited", shell_output("#{bin}/docaudit check #{testpath}/Kit.swift")
  end
end
