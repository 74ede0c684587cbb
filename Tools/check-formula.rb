# Checks Formula/docaudit.rb without Homebrew (which needs macOS or a Linux prefix of its own):
# loads it with a stand-in for the parts of Homebrew's formula language it uses, prints what it
# declares, and runs its `test do` block against docaudit installed under PREFIX
# (`make install PREFIX=…`), as `brew test` would.
#
#   ruby Tools/check-formula.rb PREFIX
require "minitest"
require "open3"
require "pathname"
require "tmpdir"

# Homebrew's Formula, as far as docaudit's formula uses it.
class Formula
  include Minitest::Assertions
  attr_accessor :assertions, :prefix, :testpath

  class << self
    attr_reader :declared, :test_block

    # What the formula declares, with the platform of an on_macos or on_linux block first.
    def declare(*what)
      (@declared ||= []) << [@platform, *what].compact
    end

    def within(platform)
      @platform = platform
      yield
    ensure
      @platform = nil
    end

    %i[desc homepage head url sha256 license].each do |name|
      define_method(name) { |*arguments| declare(name, *arguments) }
    end

    def depends_on(dependency) = declare(:depends_on, dependency)
    def on_macos(&) = within(:on_macos, &)
    def on_linux(&) = within(:on_linux, &)
    def test(&block) = @test_block = block
  end

  def bin = Pathname.new(prefix) / "bin"

  # Homebrew's shell_output: the command's output, failing unless it exits with `status`.
  def shell_output(command, status = 0)
    output, result = Open3.capture2e(command)
    assert_equal status, result.exitstatus, "#{command} exited with #{result.exitstatus}:\n#{output}"
    output
  end
end

prefix = ARGV.fetch(0) { abort "usage: ruby Tools/check-formula.rb PREFIX" }
abort "#{prefix}/bin/docaudit is missing: make install PREFIX=#{prefix}" unless File.executable?("#{prefix}/bin/docaudit")
require_relative "../Formula/docaudit"

Docaudit.declared.each { |declaration| puts declaration.map(&:inspect).join(" ") }
formula = Docaudit.new
formula.assertions = 0
formula.prefix = prefix
Dir.mktmpdir do |folder|
  formula.testpath = Pathname.new(folder)
  formula.instance_eval(&Docaudit.test_block)
end
puts "test do: #{formula.assertions} assertions passed"
