// Jest stand-in for an imported image: webpack would give its URL.
module.exports = 'test-file-stub.svg';
